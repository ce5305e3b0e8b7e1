/* eslint-disable */
import { message } from "../runtime.js";

export const shell_sign_in = /* @__PURE__ */ message("shell_sign_in", (i) => {
return (`Sign In`)
});
