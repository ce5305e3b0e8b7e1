/* eslint-disable */
import { message } from "../runtime.js";

export const messages_mark_sent = /* @__PURE__ */ message("messages_mark_sent", (i) => {
return (`Sent`)
});
