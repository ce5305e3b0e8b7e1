/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_all_read = /* @__PURE__ */ message("notifications_all_read", (i) => {
return (`All notifications marked as read`)
});
