/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_question_posted = /* @__PURE__ */ message("doubts_question_posted", (i) => {
return (`Question posted successfully`)
});
