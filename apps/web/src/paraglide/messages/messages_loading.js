/* eslint-disable */
import { message } from "../runtime.js";

export const messages_loading = /* @__PURE__ */ message("messages_loading", (i) => {
return (`Loading`)
});
