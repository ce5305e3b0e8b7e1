/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_list = /* @__PURE__ */ message("notifications_list", (i) => {
return (`Notifications`)
});
