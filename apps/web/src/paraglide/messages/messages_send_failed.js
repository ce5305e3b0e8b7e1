/* eslint-disable */
import { message } from "../runtime.js";

export const messages_send_failed = /* @__PURE__ */ message("messages_send_failed", (i) => {
return (`Could not send. Try again.`)
});
