/* eslint-disable */
import { message } from "../runtime.js";

export const auth_reset_send_failed = /* @__PURE__ */ message("auth_reset_send_failed", (i) => {
return (`Could not send the reset link. Please try again.`)
});
