/* eslint-disable */
import { message } from "../runtime.js";

export const auth_sign_in = /* @__PURE__ */ message("auth_sign_in", (i) => {
return (`Sign In`)
});
