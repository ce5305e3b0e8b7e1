/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_posting = /* @__PURE__ */ message("doubts_posting", (i) => {
return (`Posting...`)
});
