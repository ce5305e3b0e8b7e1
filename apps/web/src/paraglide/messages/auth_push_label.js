/* eslint-disable */
import { message } from "../runtime.js";

export const auth_push_label = /* @__PURE__ */ message("auth_push_label", (i) => {
return (`Send notifications to my devices (optional)`)
});
