/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_questions = /* @__PURE__ */ message("doubts_questions", (i) => {
return (`Questions`)
});
