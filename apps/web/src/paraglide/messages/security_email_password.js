/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_password = /* @__PURE__ */ message("security_email_password", (i) => {
return (`Current password`)
});
