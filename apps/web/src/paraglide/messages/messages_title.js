/* eslint-disable */
import { message } from "../runtime.js";

export const messages_title = /* @__PURE__ */ message("messages_title", (i) => {
return (`Messages`)
});
