/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment_failed = /* @__PURE__ */ message("feed_comment_failed", (i) => {
return (`Could not save your comment`)
});
