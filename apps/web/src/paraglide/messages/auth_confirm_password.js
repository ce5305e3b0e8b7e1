/* eslint-disable */
import { message } from "../runtime.js";

export const auth_confirm_password = /* @__PURE__ */ message("auth_confirm_password", (i) => {
return (`Confirm new password`)
});
