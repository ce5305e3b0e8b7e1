/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_failed = /* @__PURE__ */ message("feed_video_failed", (i) => {
return (`Failed to upload video`)
});
