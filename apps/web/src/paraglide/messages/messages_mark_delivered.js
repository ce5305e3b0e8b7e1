/* eslint-disable */
import { message } from "../runtime.js";

export const messages_mark_delivered = /* @__PURE__ */ message("messages_mark_delivered", (i) => {
return (`Delivered`)
});
