/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_no_answers = /* @__PURE__ */ message("doubts_no_answers", (i) => {
return (`No answers yet. Be the first to help!`)
});
