/* eslint-disable */
import { message } from "../runtime.js";

export const settings_saved_to_account = /* @__PURE__ */ message("settings_saved_to_account", (i) => {
return (`Your settings are saved to your account and follow you to every device.`)
});
