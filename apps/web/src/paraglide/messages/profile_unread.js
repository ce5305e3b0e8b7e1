/* eslint-disable */
import { message } from "../runtime.js";

export const profile_unread = /* @__PURE__ */ message("profile_unread", (i) => {
return (`unread`)
});
