/* eslint-disable */
import { message } from "../runtime.js";

export const security_auth_code_hint = /* @__PURE__ */ message("security_auth_code_hint", (i) => {
return (`The 6-digit code from your authenticator app, or one of your backup codes.`)
});
