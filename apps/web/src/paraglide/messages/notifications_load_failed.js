/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_load_failed = /* @__PURE__ */ message("notifications_load_failed", (i) => {
return (`Could not load your notifications`)
});
