/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_answers_load_failed = /* @__PURE__ */ message("doubts_answers_load_failed", (i) => {
return (`Could not load answers`)
});
