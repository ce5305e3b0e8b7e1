/* eslint-disable */
import { message } from "../runtime.js";

export const profile_logout = /* @__PURE__ */ message("profile_logout", (i) => {
return (`Logout`)
});
