/* eslint-disable */
import { message } from "../runtime.js";

export const settings_device_push_blocked = /* @__PURE__ */ message("settings_device_push_blocked", (i) => {
return (`Blocked in your browser's site settings`)
});
