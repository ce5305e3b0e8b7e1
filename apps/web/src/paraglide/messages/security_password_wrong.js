/* eslint-disable */
import { message } from "../runtime.js";

export const security_password_wrong = /* @__PURE__ */ message("security_password_wrong", (i) => {
return (`Your password is not correct`)
});
