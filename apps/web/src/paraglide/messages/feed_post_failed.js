/* eslint-disable */
import { message } from "../runtime.js";

export const feed_post_failed = /* @__PURE__ */ message("feed_post_failed", (i) => {
return (`Failed to create post`)
});
