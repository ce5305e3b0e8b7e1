/* eslint-disable */
import { message } from "../runtime.js";

export const profile_load_failed = /* @__PURE__ */ message("profile_load_failed", (i) => {
return (`Your profile could not be loaded.`)
});
