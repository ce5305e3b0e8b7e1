/* eslint-disable */
import { message } from "../runtime.js";

export const people_sign_in_to_follow = /* @__PURE__ */ message("people_sign_in_to_follow", (i) => {
return (`Sign in to follow`)
});
