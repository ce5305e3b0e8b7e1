/* eslint-disable */
import { message } from "../runtime.js";

export const profile_loading = /* @__PURE__ */ message("profile_loading", (i) => {
return (`Loading profile`)
});
