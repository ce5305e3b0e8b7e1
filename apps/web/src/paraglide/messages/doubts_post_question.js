/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_post_question = /* @__PURE__ */ message("doubts_post_question", (i) => {
return (`Post Question`)
});
