/* eslint-disable */
import { message } from "../runtime.js";

export const auth_set_password = /* @__PURE__ */ message("auth_set_password", (i) => {
return (`Set new password`)
});
