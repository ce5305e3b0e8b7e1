/* eslint-disable */
import { message } from "../runtime.js";

export const messages_list_failed = /* @__PURE__ */ message("messages_list_failed", (i) => {
return (`Could not load conversations`)
});
