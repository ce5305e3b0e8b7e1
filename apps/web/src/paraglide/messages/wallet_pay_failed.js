/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_pay_failed = /* @__PURE__ */ message("wallet_pay_failed", (i) => {
return (`The payment could not be completed. Please try again.`)
});
