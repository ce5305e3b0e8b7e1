/* eslint-disable */
import { message } from "../runtime.js";

export const profile_update_failed = /* @__PURE__ */ message("profile_update_failed", (i) => {
return (`Failed to update profile`)
});
