/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_cancel_q = /* @__PURE__ */ message("profile_faq_cancel_q", (i) => {
return (`Can I cancel or reschedule, and how do refunds work?`)
});
