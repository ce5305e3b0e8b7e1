/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_notice_updated_text = /* @__PURE__ */ message("privacy_notice_updated_text", (i) => {
return (`Please read the new notice and agree to keep using your account.`)
});
