/* eslint-disable */
import { message } from "../runtime.js";

export const auth_reset_failed = /* @__PURE__ */ message("auth_reset_failed", (i) => {
return (`Could not reset the password.`)
});
