/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_amount = /* @__PURE__ */ message("wallet_amount", (i) => {
return (`Amount (₹)`)
});
