/* eslint-disable */
import { message } from "../runtime.js";

export const messages_thread_failed = /* @__PURE__ */ message("messages_thread_failed", (i) => {
return (`Could not load messages`)
});
