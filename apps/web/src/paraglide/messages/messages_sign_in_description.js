/* eslint-disable */
import { message } from "../runtime.js";

export const messages_sign_in_description = /* @__PURE__ */ message("messages_sign_in_description", (i) => {
return (`Only the two people of a conversation can read it.`)
});
