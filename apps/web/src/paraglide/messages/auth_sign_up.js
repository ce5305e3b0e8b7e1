/* eslint-disable */
import { message } from "../runtime.js";

export const auth_sign_up = /* @__PURE__ */ message("auth_sign_up", (i) => {
return (`Sign Up`)
});
