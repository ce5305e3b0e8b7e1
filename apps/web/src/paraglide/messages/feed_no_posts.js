/* eslint-disable */
import { message } from "../runtime.js";

export const feed_no_posts = /* @__PURE__ */ message("feed_no_posts", (i) => {
return (`No posts yet`)
});
