/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment_blank = /* @__PURE__ */ message("feed_comment_blank", (i) => {
return (`Write a comment first`)
});
