/* eslint-disable */
import { message } from "../runtime.js";

export const settings_save_failed = /* @__PURE__ */ message("settings_save_failed", (i) => {
return (`Could not save your setting`)
});
