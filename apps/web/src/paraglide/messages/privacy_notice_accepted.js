/* eslint-disable */
import { message } from "../runtime.js";

export const privacy_notice_accepted = /* @__PURE__ */ message("privacy_notice_accepted", (i) => {
return (`Thank you. Your agreement is recorded.`)
});
