/* eslint-disable */
import { message } from "../runtime.js";

export const room_title_chat = /* @__PURE__ */ message("room_title_chat", (i) => {
return (`Chat session with ${i?.name}`)
});
