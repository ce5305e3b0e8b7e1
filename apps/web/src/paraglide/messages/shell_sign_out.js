/* eslint-disable */
import { message } from "../runtime.js";

export const shell_sign_out = /* @__PURE__ */ message("shell_sign_out", (i) => {
return (`Sign Out`)
});
