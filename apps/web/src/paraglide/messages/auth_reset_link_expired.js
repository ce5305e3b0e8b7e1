/* eslint-disable */
import { message } from "../runtime.js";

export const auth_reset_link_expired = /* @__PURE__ */ message("auth_reset_link_expired", (i) => {
return (`This reset link is invalid or has expired. Ask for a new one.`)
});
