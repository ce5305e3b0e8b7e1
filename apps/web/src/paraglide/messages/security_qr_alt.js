/* eslint-disable */
import { message } from "../runtime.js";

export const security_qr_alt = /* @__PURE__ */ message("security_qr_alt", (i) => {
return (`QR code to add ExpertConnect to your authenticator app`)
});
