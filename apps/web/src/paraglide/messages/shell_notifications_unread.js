/* eslint-disable */
import { message } from "../runtime.js";

export const shell_notifications_unread = /* @__PURE__ */ message("shell_notifications_unread", (i) => {
return (`Notifications, ${i?.count} unread`)
});
