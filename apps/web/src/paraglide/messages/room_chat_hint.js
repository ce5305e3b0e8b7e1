/* eslint-disable */
import { message } from "../runtime.js";

export const room_chat_hint = /* @__PURE__ */ message("room_chat_hint", (i) => {
return (`Chat with the other person in real time.`)
});
