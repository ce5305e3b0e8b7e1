/* eslint-disable */
import { message } from "../runtime.js";

export const consents_push_text = /* @__PURE__ */ message("consents_push_text", (i) => {
return (`Notifications to your devices; withdrawing turns them off on every device`)
});
