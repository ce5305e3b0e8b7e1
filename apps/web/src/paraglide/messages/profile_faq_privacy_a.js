/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_privacy_a = /* @__PURE__ */ message("profile_faq_privacy_a", (i) => {
return (`Your data is sent over encrypted connections, your password is stored only as a secure hash, and your consultation details are shared only with the expert you book. We process personal data under the Digital Personal Data Protection Act, 2023. Read our [Privacy Policy], or ask us to delete your data from Settings → Delete Account.`)
});
