/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_notice_updated = /* @__PURE__ */ message("privacy_notice_updated", (i) => {
return (`Our privacy notice has changed`)
});
