/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_failed_status = /* @__PURE__ */ message("wallet_payout_failed_status", (i) => {
return (`Failed — returned to available`)
});
