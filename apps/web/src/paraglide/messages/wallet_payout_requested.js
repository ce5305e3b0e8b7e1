/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_requested = /* @__PURE__ */ message("wallet_payout_requested", (i) => {
return (`Payout of ${i?.amount} requested`)
});
