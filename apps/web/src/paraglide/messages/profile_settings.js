/* eslint-disable */
import { message } from "../runtime.js";

export const profile_settings = /* @__PURE__ */ message("profile_settings", (i) => {
return (`Settings`)
});
