/* eslint-disable */
import { message } from "../runtime.js";

export const auth_forgot_password = /* @__PURE__ */ message("auth_forgot_password", (i) => {
return (`Forgot password?`)
});
