/* eslint-disable */
import { message } from "../runtime.js";

export const auth_enter_six_digits = /* @__PURE__ */ message("auth_enter_six_digits", (i) => {
return (`Please enter the 6-digit code`)
});
