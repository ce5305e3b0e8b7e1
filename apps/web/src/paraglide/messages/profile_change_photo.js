/* eslint-disable */
import { message } from "../runtime.js";

export const profile_change_photo = /* @__PURE__ */ message("profile_change_photo", (i) => {
return (`Change Photo`)
});
