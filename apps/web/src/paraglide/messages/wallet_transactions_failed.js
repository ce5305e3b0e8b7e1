/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_transactions_failed = /* @__PURE__ */ message("wallet_transactions_failed", (i) => {
return (`Your transactions could not be loaded.`)
});
