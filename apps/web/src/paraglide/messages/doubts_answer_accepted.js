/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answer_accepted = /* @__PURE__ */ message("doubts_answer_accepted", (i) => {
return (`Answer accepted`)
});
