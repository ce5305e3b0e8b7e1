/* eslint-disable */
import { message } from "../runtime.js";

export const explore_notice_title = /* @__PURE__ */ message("explore_notice_title", (i) => {
return (`Before you see lawyers and CAs`)
});
