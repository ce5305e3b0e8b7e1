/* eslint-disable */
import { message } from "../runtime.js";

export const auth_totp_hint = /* @__PURE__ */ message("auth_totp_hint", (i) => {
return (`Open your authenticator app and enter the 6-digit code for ExpertConnect.`)
});
