/* eslint-disable */
import { message } from "../runtime.js";

export const legal_notice_title = /* @__PURE__ */ message("legal_notice_title", (i) => {
return (`Privacy Notice`)
});
