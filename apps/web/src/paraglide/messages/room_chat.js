/* eslint-disable */
import { message } from "../runtime.js";

export const room_chat = /* @__PURE__ */ message("room_chat", (i) => {
return (`Chat`)
});
