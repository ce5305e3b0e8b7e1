/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_processing = /* @__PURE__ */ message("wallet_payout_processing", (i) => {
return (`Processing`)
});
