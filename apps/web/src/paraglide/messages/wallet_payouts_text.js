/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_payouts_text = /* @__PURE__ */ message("wallet_payouts_text", (i) => {
return (`A payout sends everything available to your payout account. The least is ₹${i?.min}.`)
});
