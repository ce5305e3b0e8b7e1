/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_earnings_failed = /* @__PURE__ */ message("wallet_earnings_failed", (i) => {
return (`Your earnings could not be loaded.`)
});
