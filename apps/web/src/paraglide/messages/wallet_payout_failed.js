/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_failed = /* @__PURE__ */ message("wallet_payout_failed", (i) => {
return (`The payout could not be requested. Please try again.`)
});
