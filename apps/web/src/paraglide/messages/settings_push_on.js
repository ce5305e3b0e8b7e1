/* eslint-disable */
import { message } from "../runtime.js";

export const settings_push_on = /* @__PURE__ */ message("settings_push_on", (i) => {
return (`Push notifications enabled`)
});
