/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_none_unread = /* @__PURE__ */ message("notifications_none_unread", (i) => {
return (`No unread notifications`)
});
