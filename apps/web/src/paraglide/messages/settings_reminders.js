/* eslint-disable */
import { message } from "../runtime.js";

export const settings_reminders = /* @__PURE__ */ message("settings_reminders", (i) => {
return (`Appointment Reminders`)
});
