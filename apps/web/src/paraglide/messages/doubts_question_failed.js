/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_question_failed = /* @__PURE__ */ message("doubts_question_failed", (i) => {
return (`Failed to post question`)
});
