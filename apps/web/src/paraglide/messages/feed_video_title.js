/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_title = /* @__PURE__ */ message("feed_video_title", (i) => {
return (`Title`)
});
