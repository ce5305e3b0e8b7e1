/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_pay = /* @__PURE__ */ message("wallet_pay", (i) => {
return (`Pay ${i?.amount}`)
});
