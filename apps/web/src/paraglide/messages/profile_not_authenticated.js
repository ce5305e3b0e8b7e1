/* eslint-disable */
import { message } from "../runtime.js";

export const profile_not_authenticated = /* @__PURE__ */ message("profile_not_authenticated", (i) => {
return (`Not authenticated`)
});
