/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payable_from = /* @__PURE__ */ message("wallet_payable_from", (i) => {
return (`New account: it can be paid from ${i?.when}.`)
});
