/* eslint-disable */
import { message } from "../runtime.js";

export const feed_sign_in_like_videos = /* @__PURE__ */ message("feed_sign_in_like_videos", (i) => {
return (`Sign in to like videos`)
});
