/* eslint-disable */
import { message } from "../runtime.js";

export const shell_notifications = /* @__PURE__ */ message("shell_notifications", (i) => {
return (`Notifications`)
});
