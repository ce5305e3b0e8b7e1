/* eslint-disable */
import { message } from "../runtime.js";

export const settings_version = /* @__PURE__ */ message("settings_version", (i) => {
return (`Version ${i?.version}`)
});
