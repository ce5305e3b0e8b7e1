/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comments_load_failed = /* @__PURE__ */ message("feed_comments_load_failed", (i) => {
return (`Could not load the comments`)
});
