/* eslint-disable */
import { message } from "../runtime.js";

export const auth_new_password_title = /* @__PURE__ */ message("auth_new_password_title", (i) => {
return (`Set a new password`)
});
