/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_modes_q = /* @__PURE__ */ message("profile_faq_modes_q", (i) => {
return (`What consultation modes are available?`)
});
