/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answers = /* @__PURE__ */ message("doubts_answers", (i) => {
return (`Answers`)
});
