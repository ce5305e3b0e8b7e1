/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_earnings_empty = /* @__PURE__ */ message("wallet_earnings_empty", (i) => {
return (`Fees paid to you for consultations will appear here.`)
});
