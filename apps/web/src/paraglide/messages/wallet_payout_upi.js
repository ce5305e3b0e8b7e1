/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_upi = /* @__PURE__ */ message("wallet_payout_upi", (i) => {
return (`UPI ${i?.id}`)
});
