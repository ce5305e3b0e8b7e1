/* eslint-disable */
import { message } from "../runtime.js";

export const messages_check_connection = /* @__PURE__ */ message("messages_check_connection", (i) => {
return (`Check your connection and try again.`)
});
