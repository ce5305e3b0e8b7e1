/* eslint-disable */
import { message } from "../runtime.js";

export const shell_signed_out = /* @__PURE__ */ message("shell_signed_out", (i) => {
return (`Signed out successfully`)
});
