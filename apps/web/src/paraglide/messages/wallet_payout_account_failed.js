/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_account_failed = /* @__PURE__ */ message("wallet_payout_account_failed", (i) => {
return (`Your payout account could not be loaded.`)
});
