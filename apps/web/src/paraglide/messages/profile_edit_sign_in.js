/* eslint-disable */
import { message } from "../runtime.js";

export const profile_edit_sign_in = /* @__PURE__ */ message("profile_edit_sign_in", (i) => {
return (`Sign in to edit your profile.`)
});
