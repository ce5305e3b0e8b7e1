/* eslint-disable */
import { message } from "../runtime.js";

export const messages_empty_description = /* @__PURE__ */ message("messages_empty_description", (i) => {
return (`Start a conversation with an expert after booking`)
});
