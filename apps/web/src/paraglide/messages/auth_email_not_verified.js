/* eslint-disable */
import { message } from "../runtime.js";

export const auth_email_not_verified = /* @__PURE__ */ message("auth_email_not_verified", (i) => {
return (`Please verify your e-mail address first. We've sent you a new link.`)
});
