/* eslint-disable */
import { message } from "../runtime.js";

export const settings_change_password = /* @__PURE__ */ message("settings_change_password", (i) => {
return (`Change Password`)
});
