/* eslint-disable */
import { message } from "../runtime.js";

export const auth_reset_link_invalid = /* @__PURE__ */ message("auth_reset_link_invalid", (i) => {
return (`This reset link is invalid or has expired. Ask for a new one from the sign-in screen.`)
});
