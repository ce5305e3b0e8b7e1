/* eslint-disable */
import { message } from "../runtime.js";

export const settings_device_push_off = /* @__PURE__ */ message("settings_device_push_off", (i) => {
return (`Notifications on this device disabled`)
});
