/* eslint-disable */
import { message } from "../runtime.js";

export const security_two_factor_text = /* @__PURE__ */ message("security_two_factor_text", (i) => {
return (`Ask for a code from an authenticator app after your password when you sign in.`)
});
