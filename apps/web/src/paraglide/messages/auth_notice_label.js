/* eslint-disable */
import { message } from "../runtime.js";

export const auth_notice_label = /* @__PURE__ */ message("auth_notice_label", (i) => {
return (`I have read the privacy notice and agree to the processing it describes`)
});
