/* eslint-disable */
import { message } from "../runtime.js";

export const messages_you = /* @__PURE__ */ message("messages_you", (i) => {
return (`You`)
});
