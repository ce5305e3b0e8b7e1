/* eslint-disable */
import { message } from "../runtime.js";

export const auth_reset_description = /* @__PURE__ */ message("auth_reset_description", (i) => {
return (`We'll e-mail you a link to set a new password.`)
});
