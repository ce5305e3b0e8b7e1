/* eslint-disable */
import { message } from "../runtime.js";

export const settings_reminders_text = /* @__PURE__ */ message("settings_reminders_text", (i) => {
return (`Push notifications before your sessions`)
});
