/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_empty_title = /* @__PURE__ */ message("notifications_empty_title", (i) => {
return (`No notifications`)
});
