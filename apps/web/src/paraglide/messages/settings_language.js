/* eslint-disable */
import { message } from "../runtime.js";

export const settings_language = /* @__PURE__ */ message("settings_language", (i) => {
return (`Preferred Language`)
});
