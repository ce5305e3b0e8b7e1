/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_title = /* @__PURE__ */ message("doubts_title", (i) => {
return (`Doctor Doubts`)
});
