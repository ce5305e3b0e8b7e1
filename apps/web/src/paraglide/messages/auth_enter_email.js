/* eslint-disable */
import { message } from "../runtime.js";

export const auth_enter_email = /* @__PURE__ */ message("auth_enter_email", (i) => {
return (`Please enter your e-mail address`)
});
