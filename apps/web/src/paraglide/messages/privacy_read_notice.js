/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_read_notice = /* @__PURE__ */ message("privacy_read_notice", (i) => {
return (`Read the privacy notice`)
});
