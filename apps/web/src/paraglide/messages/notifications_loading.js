/* eslint-disable */
import { message } from "../runtime.js";

export const notifications_loading = /* @__PURE__ */ message("notifications_loading", (i) => {
return (`Loading notifications`)
});
