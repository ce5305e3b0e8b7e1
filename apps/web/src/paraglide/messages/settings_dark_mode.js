/* eslint-disable */
import { message } from "../runtime.js";

export const settings_dark_mode = /* @__PURE__ */ message("settings_dark_mode", (i) => {
return (`Dark Mode`)
});
