/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_pay_with = /* @__PURE__ */ message("wallet_pay_with", (i) => {
return (`Pay with`)
});
