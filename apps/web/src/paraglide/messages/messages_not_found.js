/* eslint-disable */
import { message } from "../runtime.js";

export const messages_not_found = /* @__PURE__ */ message("messages_not_found", (i) => {
return (`Conversation not found`)
});
