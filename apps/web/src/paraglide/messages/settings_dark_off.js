/* eslint-disable */
import { message } from "../runtime.js";

export const settings_dark_off = /* @__PURE__ */ message("settings_dark_off", (i) => {
return (`Light mode enabled`)
});
