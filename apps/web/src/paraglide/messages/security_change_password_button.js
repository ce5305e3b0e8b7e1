/* eslint-disable */
import { message } from "../runtime.js";

export const security_change_password_button = /* @__PURE__ */ message("security_change_password_button", (i) => {
return (`Change Password`)
});
