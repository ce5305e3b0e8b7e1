/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment_deleted = /* @__PURE__ */ message("feed_comment_deleted", (i) => {
return (`Comment deleted`)
});
