/* eslint-disable */
import { message } from "../runtime.js";

export const explore_notice_failed = /* @__PURE__ */ message("explore_notice_failed", (i) => {
return (`Could not save your choice`)
});
