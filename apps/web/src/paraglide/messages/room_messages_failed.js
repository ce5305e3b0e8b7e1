/* eslint-disable */
import { message } from "../runtime.js";

export const room_messages_failed = /* @__PURE__ */ message("room_messages_failed", (i) => {
return (`Could not load earlier messages.`)
});
