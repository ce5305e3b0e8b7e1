/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payable = /* @__PURE__ */ message("wallet_payable", (i) => {
return (`Payouts go to this account.`)
});
