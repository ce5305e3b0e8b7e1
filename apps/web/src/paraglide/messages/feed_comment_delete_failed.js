/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment_delete_failed = /* @__PURE__ */ message("feed_comment_delete_failed", (i) => {
return (`Could not delete the comment`)
});
