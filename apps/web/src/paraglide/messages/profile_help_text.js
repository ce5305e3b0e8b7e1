/* eslint-disable */
import { message } from "../runtime.js";

export const profile_help_text = /* @__PURE__ */ message("profile_help_text", (i) => {
return (`Answers to common questions, and how to reach us.`)
});
