/* eslint-disable */
import { message } from "../runtime.js";

export const security_enter_password = /* @__PURE__ */ message("security_enter_password", (i) => {
return (`Please enter your password`)
});
