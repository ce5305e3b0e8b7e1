/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_no_transactions = /* @__PURE__ */ message("wallet_no_transactions", (i) => {
return (`No transactions yet`)
});
