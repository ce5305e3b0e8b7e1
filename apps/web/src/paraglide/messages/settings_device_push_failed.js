/* eslint-disable */
import { message } from "../runtime.js";

export const settings_device_push_failed = /* @__PURE__ */ message("settings_device_push_failed", (i) => {
return (`Could not change notifications on this device`)
});
