/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_post_answer = /* @__PURE__ */ message("doubts_post_answer", (i) => {
return (`Post Answer`)
});
