/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_failed = /* @__PURE__ */ message("security_email_failed", (i) => {
return (`Could not start the e-mail change`)
});
