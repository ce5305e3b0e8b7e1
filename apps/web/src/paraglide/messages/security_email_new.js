/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_new = /* @__PURE__ */ message("security_email_new", (i) => {
return (`New e-mail address`)
});
