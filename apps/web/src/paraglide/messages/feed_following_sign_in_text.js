/* eslint-disable */
import { message } from "../runtime.js";

export const feed_following_sign_in_text = /* @__PURE__ */ message("feed_following_sign_in_text", (i) => {
return (`Sign in to see posts and videos from the people you follow.`)
});
