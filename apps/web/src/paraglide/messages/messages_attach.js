/* eslint-disable */
import { message } from "../runtime.js";

export const messages_attach = /* @__PURE__ */ message("messages_attach", (i) => {
return (`Attach an image or PDF`)
});
