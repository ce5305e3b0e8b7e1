/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answer_placeholder = /* @__PURE__ */ message("doubts_answer_placeholder", (i) => {
return (`Write your answer...`)
});
