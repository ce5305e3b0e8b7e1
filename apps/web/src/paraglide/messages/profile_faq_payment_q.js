/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_payment_q = /* @__PURE__ */ message("profile_faq_payment_q", (i) => {
return (`What payment methods do you accept?`)
});
