/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_empty_description = /* @__PURE__ */ message("notifications_empty_description", (i) => {
return (`You're all caught up!`)
});
