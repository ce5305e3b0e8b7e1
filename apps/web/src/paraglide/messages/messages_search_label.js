/* eslint-disable */
import { message } from "../runtime.js";

export const messages_search_label = /* @__PURE__ */ message("messages_search_label", (i) => {
return (`Search conversations`)
});
