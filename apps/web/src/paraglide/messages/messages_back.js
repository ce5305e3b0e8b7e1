/* eslint-disable */
import { message } from "../runtime.js";

export const messages_back = /* @__PURE__ */ message("messages_back", (i) => {
return (`Back to Messages`)
});
