/* eslint-disable */
import { message } from "../runtime.js";

export const feed_following_empty_text = /* @__PURE__ */ message("feed_following_empty_text", (i) => {
return (`Follow colleagues from their profile — tap a name on any post, video or comment — and their posts and videos will appear here.`)
});
