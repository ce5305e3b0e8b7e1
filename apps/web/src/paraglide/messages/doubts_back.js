/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_back = /* @__PURE__ */ message("doubts_back", (i) => {
return (`Back to Doubts`)
});
