/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payout_paid = /* @__PURE__ */ message("wallet_payout_paid", (i) => {
return (`Paid`)
});
