/* eslint-disable */
import { message } from "../runtime.js";

export const settings_saved_on_device = /* @__PURE__ */ message("settings_saved_on_device", (i) => {
return (`These settings are saved on this device.`)
});
