/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_your_answer = /* @__PURE__ */ message("doubts_your_answer", (i) => {
return (`Your Answer`)
});
