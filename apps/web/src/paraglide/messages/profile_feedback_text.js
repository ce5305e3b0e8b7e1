/* eslint-disable */
import { message } from "../runtime.js";

export const profile_feedback_text = /* @__PURE__ */ message("profile_feedback_text", (i) => {
return (`Tell us what works for you and what does not.`)
});
