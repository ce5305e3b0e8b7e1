/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answer_failed = /* @__PURE__ */ message("doubts_answer_failed", (i) => {
return (`Failed to post answer`)
});
