/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_already_paid = /* @__PURE__ */ message("wallet_already_paid", (i) => {
return (`This payment is already complete.`)
});
