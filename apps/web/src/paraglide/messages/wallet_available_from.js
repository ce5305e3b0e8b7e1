/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_available_from = /* @__PURE__ */ message("wallet_available_from", (i) => {
return (`Available from`)
});
