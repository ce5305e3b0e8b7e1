/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_category_placeholder = /* @__PURE__ */ message("doubts_category_placeholder", (i) => {
return (`e.g. Cardiology`)
});
