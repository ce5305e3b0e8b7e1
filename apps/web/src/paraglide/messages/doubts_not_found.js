/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_not_found = /* @__PURE__ */ message("doubts_not_found", (i) => {
return (`Doubt not found`)
});
