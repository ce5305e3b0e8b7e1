/* eslint-disable */
import { message } from "../runtime.js";

export const explore_available_today = /* @__PURE__ */ message("explore_available_today", (i) => {
return (`Available today`)
});
