/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_sending = /* @__PURE__ */ message("security_email_sending", (i) => {
return (`Sending...`)
});
