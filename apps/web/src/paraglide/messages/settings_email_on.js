/* eslint-disable */
import { message } from "../runtime.js";

export const settings_email_on = /* @__PURE__ */ message("settings_email_on", (i) => {
return (`Email notifications enabled`)
});
