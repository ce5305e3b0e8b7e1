/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_verification_a = /* @__PURE__ */ message("profile_faq_verification_a", (i) => {
return (`Before an expert gets the Verified badge we check their credentials: registration with the National Medical Commission or a State Medical Council for doctors, Bar Council enrolment for lawyers, ICAI membership for chartered accountants, and qualifications and work history for IT experts.`)
});
