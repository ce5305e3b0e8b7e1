/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_transactions = /* @__PURE__ */ message("wallet_transactions", (i) => {
return (`Transactions`)
});
