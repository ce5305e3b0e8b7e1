/* eslint-disable */
import { message } from "../runtime.js";

export const profile_live_chat_text = /* @__PURE__ */ message("profile_live_chat_text", (i) => {
return (`Chat with our team`)
});
