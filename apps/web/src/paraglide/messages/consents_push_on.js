/* eslint-disable */
import { message } from "../runtime.js";

export const consents_push_on = /* @__PURE__ */ message("consents_push_on", (i) => {
return (`Notifications to your devices allowed`)
});
