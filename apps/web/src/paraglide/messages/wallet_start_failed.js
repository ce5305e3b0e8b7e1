/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_start_failed = /* @__PURE__ */ message("wallet_start_failed", (i) => {
return (`The payment could not be started. Please try again.`)
});
