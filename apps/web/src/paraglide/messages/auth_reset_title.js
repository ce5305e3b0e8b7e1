/* eslint-disable */
import { message } from "../runtime.js";

export const auth_reset_title = /* @__PURE__ */ message("auth_reset_title", (i) => {
return (`Reset your password`)
});
