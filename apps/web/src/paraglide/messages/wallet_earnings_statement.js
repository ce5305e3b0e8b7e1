/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_earnings_statement = /* @__PURE__ */ message("wallet_earnings_statement", (i) => {
return (`Monthly earnings statement`)
});
