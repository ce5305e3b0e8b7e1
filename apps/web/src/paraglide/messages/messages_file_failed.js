/* eslint-disable */
import { message } from "../runtime.js";

export const messages_file_failed = /* @__PURE__ */ message("messages_file_failed", (i) => {
return (`Could not send the file. Try again.`)
});
