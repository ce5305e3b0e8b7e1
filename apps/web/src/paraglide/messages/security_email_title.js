/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_title = /* @__PURE__ */ message("security_email_title", (i) => {
return (`E-mail address`)
});
