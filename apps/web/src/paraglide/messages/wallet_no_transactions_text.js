/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_no_transactions_text = /* @__PURE__ */ message("wallet_no_transactions_text", (i) => {
return (`Payments, refunds and top-ups will appear here.`)
});
