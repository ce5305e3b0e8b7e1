/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_sign_in_pay = /* @__PURE__ */ message("wallet_sign_in_pay", (i) => {
return (`Sign in to pay.`)
});
