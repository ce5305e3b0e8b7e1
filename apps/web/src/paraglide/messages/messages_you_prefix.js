/* eslint-disable */
import { message } from "../runtime.js";

export const messages_you_prefix = /* @__PURE__ */ message("messages_you_prefix", (i) => {
return (`You: `)
});
