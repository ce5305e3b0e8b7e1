/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_accept = /* @__PURE__ */ message("doubts_accept", (i) => {
return (`Accept answer`)
});
