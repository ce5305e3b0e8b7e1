/* eslint-disable */
import { message } from "../runtime.js";

export const profile_admin_applications = /* @__PURE__ */ message("profile_admin_applications", (i) => {
return (`Admin: expert applications`)
});
