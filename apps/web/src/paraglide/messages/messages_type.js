/* eslint-disable */
import { message } from "../runtime.js";

export const messages_type = /* @__PURE__ */ message("messages_type", (i) => {
return (`Type a message`)
});
