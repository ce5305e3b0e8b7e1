/* eslint-disable */
import { message } from "../runtime.js";

export const settings_email_off = /* @__PURE__ */ message("settings_email_off", (i) => {
return (`Email notifications disabled`)
});
