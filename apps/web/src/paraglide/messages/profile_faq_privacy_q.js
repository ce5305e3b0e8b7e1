/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_privacy_q = /* @__PURE__ */ message("profile_faq_privacy_q", (i) => {
return (`Is my personal and health data safe?`)
});
