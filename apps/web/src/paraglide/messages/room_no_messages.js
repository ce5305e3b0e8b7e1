/* eslint-disable */
import { message } from "../runtime.js";

export const room_no_messages = /* @__PURE__ */ message("room_no_messages", (i) => {
return (`No messages yet. Say hello to ${i?.name}.`)
});
