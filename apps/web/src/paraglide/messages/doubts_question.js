/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_question = /* @__PURE__ */ message("doubts_question", (i) => {
return (`Question`)
});
