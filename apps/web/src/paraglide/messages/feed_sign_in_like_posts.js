/* eslint-disable */
import { message } from "../runtime.js";

export const feed_sign_in_like_posts = /* @__PURE__ */ message("feed_sign_in_like_posts", (i) => {
return (`Sign in to like posts`)
});
