/* eslint-disable */
import { message } from "../runtime.js";

export const auth_new_password = /* @__PURE__ */ message("auth_new_password", (i) => {
return (`New password`)
});
