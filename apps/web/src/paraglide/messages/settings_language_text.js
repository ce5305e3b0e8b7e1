/* eslint-disable */
import { message } from "../runtime.js";

export const settings_language_text = /* @__PURE__ */ message("settings_language_text", (i) => {
return (`The language of the app's screens`)
});
