/* eslint-disable */
import { message } from "../runtime.js";

export const messages_conversations = /* @__PURE__ */ message("messages_conversations", (i) => {
return (`Conversations`)
});
