/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_no_questions = /* @__PURE__ */ message("doubts_no_questions", (i) => {
return (`No questions yet. Be the first to ask!`)
});
