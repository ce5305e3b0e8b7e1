/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_account_save_failed = /* @__PURE__ */ message("wallet_account_save_failed", (i) => {
return (`The payout account could not be saved. Please try again.`)
});
