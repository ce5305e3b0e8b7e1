/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_loading_payment_page = /* @__PURE__ */ message("wallet_loading_payment_page", (i) => {
return (`Loading payment page...`)
});
