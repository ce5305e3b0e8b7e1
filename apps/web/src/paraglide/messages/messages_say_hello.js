/* eslint-disable */
import { message } from "../runtime.js";

export const messages_say_hello = /* @__PURE__ */ message("messages_say_hello", (i) => {
return (`No messages yet. Say hello to ${i?.name}.`)
});
