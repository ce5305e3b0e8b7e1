/* eslint-disable */
import { message } from "../runtime.js";

export const settings_title = /* @__PURE__ */ message("settings_title", (i) => {
return (`Settings`)
});
