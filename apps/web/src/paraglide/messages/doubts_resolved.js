/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_resolved = /* @__PURE__ */ message("doubts_resolved", (i) => {
return (`Resolved`)
});
