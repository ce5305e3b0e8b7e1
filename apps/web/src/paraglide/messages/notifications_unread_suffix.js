/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_unread_suffix = /* @__PURE__ */ message("notifications_unread_suffix", (i) => {
return (`(unread)`)
});
