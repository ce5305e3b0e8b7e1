/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_all = /* @__PURE__ */ message("doubts_all", (i) => {
return (`All doubts`)
});
