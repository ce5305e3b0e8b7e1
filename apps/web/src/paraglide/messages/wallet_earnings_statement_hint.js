/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_earnings_statement_hint = /* @__PURE__ */ message("wallet_earnings_statement_hint", (i) => {
return (`Each consultation's fee, the platform's commission and what you received, and the month's payouts.`)
});
