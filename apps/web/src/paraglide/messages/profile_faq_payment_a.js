/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_payment_a = /* @__PURE__ */ message("profile_faq_payment_a", (i) => {
return (`Consultations are paid from your ExpertConnect wallet when you book. Add money to it with UPI, a credit or debit card, or net banking. Wallet funds cannot be transferred to another account.`)
});
