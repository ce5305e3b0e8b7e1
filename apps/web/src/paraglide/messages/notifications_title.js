/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_title = /* @__PURE__ */ message("notifications_title", (i) => {
return (`Notifications`)
});
