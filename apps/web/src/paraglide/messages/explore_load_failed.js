/* eslint-disable */
import { message } from "../runtime.js";

export const explore_load_failed = /* @__PURE__ */ message("explore_load_failed", (i) => {
return (`Could not load experts`)
});
