/* eslint-disable */
import { message } from "../runtime.js";

export const settings_push_off = /* @__PURE__ */ message("settings_push_off", (i) => {
return (`Push notifications disabled`)
});
