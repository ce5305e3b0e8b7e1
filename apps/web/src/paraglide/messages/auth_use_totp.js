/* eslint-disable */
import { message } from "../runtime.js";

export const auth_use_totp = /* @__PURE__ */ message("auth_use_totp", (i) => {
return (`Use the authenticator code`)
});
