/* eslint-disable */
import { message } from "../runtime.js";

export const feed_no_videos = /* @__PURE__ */ message("feed_no_videos", (i) => {
return (`No videos yet`)
});
