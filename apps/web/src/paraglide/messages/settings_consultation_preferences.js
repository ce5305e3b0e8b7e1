/* eslint-disable */
import { message } from "../runtime.js";

export const settings_consultation_preferences = /* @__PURE__ */ message("settings_consultation_preferences", (i) => {
return (`Consultation Preferences`)
});
