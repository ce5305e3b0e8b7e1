/* eslint-disable */
import { message } from "../runtime.js";

export const messages_send = /* @__PURE__ */ message("messages_send", (i) => {
return (`Send`)
});
