/* eslint-disable */
import { message } from "../runtime.js";

export const settings_devices = /* @__PURE__ */ message("settings_devices", (i) => {
return (`Devices signed in`)
});
