/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_verification_q = /* @__PURE__ */ message("profile_faq_verification_q", (i) => {
return (`How are experts verified?`)
});
