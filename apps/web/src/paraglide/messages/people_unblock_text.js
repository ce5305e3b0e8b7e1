/* eslint-disable */
import { message } from "../runtime.js";

export const people_unblock_text = /* @__PURE__ */ message("people_unblock_text", (i) => {
return (`They will be able to comment, follow and message you again.`)
});
