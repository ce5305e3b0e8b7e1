/* eslint-disable */
import { message } from "../runtime.js";

export const settings_account_privacy = /* @__PURE__ */ message("settings_account_privacy", (i) => {
return (`Account & Privacy`)
});
