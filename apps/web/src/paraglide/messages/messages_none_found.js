/* eslint-disable */
import { message } from "../runtime.js";

export const messages_none_found = /* @__PURE__ */ message("messages_none_found", (i) => {
return (`No conversations found`)
});
