/* eslint-disable */
import { message } from "../runtime.js";

export const settings_delete_account = /* @__PURE__ */ message("settings_delete_account", (i) => {
return (`Delete Account`)
});
