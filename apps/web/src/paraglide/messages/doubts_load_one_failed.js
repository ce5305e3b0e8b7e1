/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_load_one_failed = /* @__PURE__ */ message("doubts_load_one_failed", (i) => {
return (`Could not load this question`)
});
