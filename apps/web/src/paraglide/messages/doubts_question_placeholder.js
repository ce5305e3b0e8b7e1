/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_question_placeholder = /* @__PURE__ */ message("doubts_question_placeholder", (i) => {
return (`Describe your clinical question...`)
});
