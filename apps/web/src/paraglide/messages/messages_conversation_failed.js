/* eslint-disable */
import { message } from "../runtime.js";

export const messages_conversation_failed = /* @__PURE__ */ message("messages_conversation_failed", (i) => {
return (`Could not load the conversation`)
});
