/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payouts_failed = /* @__PURE__ */ message("wallet_payouts_failed", (i) => {
return (`Your payouts could not be loaded.`)
});
