/* eslint-disable */
import { message } from "../runtime.js";

export const security_confirm_password = /* @__PURE__ */ message("security_confirm_password", (i) => {
return (`Confirm new password`)
});
