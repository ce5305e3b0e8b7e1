/* eslint-disable */
import { message } from "../runtime.js";

export const messages_sign_in_title = /* @__PURE__ */ message("messages_sign_in_title", (i) => {
return (`Sign in to read your messages`)
});
