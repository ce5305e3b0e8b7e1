/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answer_posted = /* @__PURE__ */ message("doubts_answer_posted", (i) => {
return (`Answer posted successfully`)
});
