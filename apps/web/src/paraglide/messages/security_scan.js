/* eslint-disable */
import { message } from "../runtime.js";

export const security_scan = /* @__PURE__ */ message("security_scan", (i) => {
return (`Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).`)
});
