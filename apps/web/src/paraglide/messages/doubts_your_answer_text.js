/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_your_answer_text = /* @__PURE__ */ message("doubts_your_answer_text", (i) => {
return (`Share your knowledge and experience to help fellow doctors.`)
});
