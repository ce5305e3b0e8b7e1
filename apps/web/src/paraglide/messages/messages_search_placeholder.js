/* eslint-disable */
import { message } from "../runtime.js";

export const messages_search_placeholder = /* @__PURE__ */ message("messages_search_placeholder", (i) => {
return (`Search conversations...`)
});
