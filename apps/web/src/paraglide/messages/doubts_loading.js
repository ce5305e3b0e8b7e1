/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_loading = /* @__PURE__ */ message("doubts_loading", (i) => {
return (`Loading`)
});
