/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_balance_failed = /* @__PURE__ */ message("wallet_balance_failed", (i) => {
return (`Your balance could not be loaded.`)
});
