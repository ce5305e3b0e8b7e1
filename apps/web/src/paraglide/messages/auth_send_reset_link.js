/* eslint-disable */
import { message } from "../runtime.js";

export const auth_send_reset_link = /* @__PURE__ */ message("auth_send_reset_link", (i) => {
return (`Send reset link`)
});
