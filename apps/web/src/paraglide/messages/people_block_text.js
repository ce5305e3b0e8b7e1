/* eslint-disable */
import { message } from "../runtime.js";

export const people_block_text = /* @__PURE__ */ message("people_block_text", (i) => {
return (`They will no longer be able to comment on your posts and videos, follow you or message you, and you will stop seeing what they share.`)
});
