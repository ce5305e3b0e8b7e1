/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_processing = /* @__PURE__ */ message("feed_video_processing", (i) => {
return (`Video processing`)
});
