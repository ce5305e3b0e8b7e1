/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_delete_failed = /* @__PURE__ */ message("feed_video_delete_failed", (i) => {
return (`Could not delete the video`)
});
