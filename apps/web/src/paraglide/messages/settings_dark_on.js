/* eslint-disable */
import { message } from "../runtime.js";

export const settings_dark_on = /* @__PURE__ */ message("settings_dark_on", (i) => {
return (`Dark mode enabled`)
});
