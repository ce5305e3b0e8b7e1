/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_checkout_failed = /* @__PURE__ */ message("wallet_checkout_failed", (i) => {
return (`This payment could not be loaded.`)
});
