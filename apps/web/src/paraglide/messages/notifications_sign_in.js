/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_sign_in = /* @__PURE__ */ message("notifications_sign_in", (i) => {
return (`Sign in to see your notifications.`)
});
