/* eslint-disable */
import { message } from "../runtime.js";

export const profile_feedback_title = /* @__PURE__ */ message("profile_feedback_title", (i) => {
return (`Help us improve`)
});
