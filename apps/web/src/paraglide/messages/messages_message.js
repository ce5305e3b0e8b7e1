/* eslint-disable */
import { message } from "../runtime.js";

export const messages_message = /* @__PURE__ */ message("messages_message", (i) => {
return (`Message`)
});
