/* eslint-disable */
import { message } from "../runtime.js";

export const messages_empty_title = /* @__PURE__ */ message("messages_empty_title", (i) => {
return (`No messages yet`)
});
