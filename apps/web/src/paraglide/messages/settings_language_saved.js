/* eslint-disable */
import { message } from "../runtime.js";

export const settings_language_saved = /* @__PURE__ */ message("settings_language_saved", (i) => {
return (`The app is now in English`)
});
