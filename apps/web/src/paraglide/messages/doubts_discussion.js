/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_discussion = /* @__PURE__ */ message("doubts_discussion", (i) => {
return (`Doubt Discussion`)
});
