/* eslint-disable */
import { message } from "../runtime.js";

export const consents_push_off = /* @__PURE__ */ message("consents_push_off", (i) => {
return (`Notifications to your devices withdrawn`)
});
