/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_booking_q = /* @__PURE__ */ message("profile_faq_booking_q", (i) => {
return (`How do I book a consultation?`)
});
