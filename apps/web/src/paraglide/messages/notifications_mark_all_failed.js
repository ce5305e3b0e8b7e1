/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_mark_all_failed = /* @__PURE__ */ message("notifications_mark_all_failed", (i) => {
return (`Could not mark your notifications as read`)
});
