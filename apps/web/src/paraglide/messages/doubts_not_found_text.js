/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_not_found_text = /* @__PURE__ */ message("doubts_not_found_text", (i) => {
return (`This question may have been removed, or the link is wrong.`)
});
