/* eslint-disable */
import { message } from "../runtime.js";

export const profile_edit = /* @__PURE__ */ message("profile_edit", (i) => {
return (`Edit Profile`)
});
