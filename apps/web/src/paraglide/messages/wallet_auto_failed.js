/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_auto_failed = /* @__PURE__ */ message("wallet_auto_failed", (i) => {
return (`Automatic payouts could not be changed. Please try again.`)
});
