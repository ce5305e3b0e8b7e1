/* eslint-disable */
import { message } from "../runtime.js";

export const messages_no_messages_hello = /* @__PURE__ */ message("messages_no_messages_hello", (i) => {
return (`No messages yet. Say hello.`)
});
