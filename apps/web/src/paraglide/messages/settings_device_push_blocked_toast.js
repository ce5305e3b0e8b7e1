/* eslint-disable */
import { message } from "../runtime.js";

export const settings_device_push_blocked_toast = /* @__PURE__ */ message("settings_device_push_blocked_toast", (i) => {
return (`Notifications are blocked for this site. Allow them in your browser's site settings.`)
});
