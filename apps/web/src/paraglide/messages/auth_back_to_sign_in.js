/* eslint-disable */
import { message } from "../runtime.js";

export const auth_back_to_sign_in = /* @__PURE__ */ message("auth_back_to_sign_in", (i) => {
return (`Back to Sign In`)
});
