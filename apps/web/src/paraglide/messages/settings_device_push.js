/* eslint-disable */
import { message } from "../runtime.js";

export const settings_device_push = /* @__PURE__ */ message("settings_device_push", (i) => {
return (`Notifications on this device`)
});
