/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_mark_all = /* @__PURE__ */ message("notifications_mark_all", (i) => {
return (`Mark all read`)
});
