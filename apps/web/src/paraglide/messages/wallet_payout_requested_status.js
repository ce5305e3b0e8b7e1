/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_requested_status = /* @__PURE__ */ message("wallet_payout_requested_status", (i) => {
return (`Requested`)
});
