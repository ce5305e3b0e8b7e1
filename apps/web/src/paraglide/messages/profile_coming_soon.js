/* eslint-disable */
import { message } from "../runtime.js";

export const profile_coming_soon = /* @__PURE__ */ message("profile_coming_soon", (i) => {
return (`This feature is coming soon.`)
});
