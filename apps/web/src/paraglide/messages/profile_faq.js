/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq = /* @__PURE__ */ message("profile_faq", (i) => {
return (`Frequently Asked Questions`)
});
