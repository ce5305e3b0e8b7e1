/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_check_connection = /* @__PURE__ */ message("notifications_check_connection", (i) => {
return (`Please check your connection and try again.`)
});
