/* eslint-disable */
import { message } from "../runtime.js";

export const settings_privacy_policy = /* @__PURE__ */ message("settings_privacy_policy", (i) => {
return (`Privacy Policy`)
});
