/* eslint-disable */
import { message } from "../runtime.js";

export const settings_device_push_on = /* @__PURE__ */ message("settings_device_push_on", (i) => {
return (`Notifications on this device enabled`)
});
