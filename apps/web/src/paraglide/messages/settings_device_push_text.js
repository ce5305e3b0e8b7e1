/* eslint-disable */
import { message } from "../runtime.js";

export const settings_device_push_text = /* @__PURE__ */ message("settings_device_push_text", (i) => {
return (`Bookings, messages and reminders, even when the app is closed`)
});
