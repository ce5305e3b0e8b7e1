/* eslint-disable */
import { message } from "../runtime.js";

export const messages_mark_read = /* @__PURE__ */ message("messages_mark_read", (i) => {
return (`Read`)
});
