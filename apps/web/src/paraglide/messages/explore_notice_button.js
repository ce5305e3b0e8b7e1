/* eslint-disable */
import { message } from "../runtime.js";

export const explore_notice_button = /* @__PURE__ */ message("explore_notice_button", (i) => {
return (`I understand, show profiles`)
});
