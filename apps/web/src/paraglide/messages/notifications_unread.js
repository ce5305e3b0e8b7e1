/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_unread = /* @__PURE__ */ message("notifications_unread", (i) => {
return (`${i?.count} unread`)
});
