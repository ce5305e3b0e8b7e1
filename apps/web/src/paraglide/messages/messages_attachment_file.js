/* eslint-disable */
import { message } from "../runtime.js";

export const messages_attachment_file = /* @__PURE__ */ message("messages_attachment_file", (i) => {
return (`Attachment file`)
});
