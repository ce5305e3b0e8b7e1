/* eslint-disable */
import { message } from "../runtime.js";

export const settings_dark_mode_text = /* @__PURE__ */ message("settings_dark_mode_text", (i) => {
return (`Use a dark theme across the app`)
});
