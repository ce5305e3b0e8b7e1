/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comments_empty = /* @__PURE__ */ message("feed_comments_empty", (i) => {
return (`No comments yet. Be the first to comment.`)
});
