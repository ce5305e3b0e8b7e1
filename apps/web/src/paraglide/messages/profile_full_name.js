/* eslint-disable */
import { message } from "../runtime.js";

export const profile_full_name = /* @__PURE__ */ message("profile_full_name", (i) => {
return (`Full Name`)
});
