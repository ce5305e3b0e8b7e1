/* eslint-disable */
import { message } from "../runtime.js";

export const profile_notifications = /* @__PURE__ */ message("profile_notifications", (i) => {
return (`Notifications`)
});
