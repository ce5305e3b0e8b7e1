/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_category = /* @__PURE__ */ message("doubts_category", (i) => {
return (`Category (optional)`)
});
