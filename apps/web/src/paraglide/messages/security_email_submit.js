/* eslint-disable */
import { message } from "../runtime.js";

export const security_email_submit = /* @__PURE__ */ message("security_email_submit", (i) => {
return (`Send confirmation link`)
});
