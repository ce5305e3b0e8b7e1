/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_continue = /* @__PURE__ */ message("wallet_continue", (i) => {
return (`Continue to payment`)
});
