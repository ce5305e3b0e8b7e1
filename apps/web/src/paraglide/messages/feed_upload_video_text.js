/* eslint-disable */
import { message } from "../runtime.js";

export const feed_upload_video_text = /* @__PURE__ */ message("feed_upload_video_text", (i) => {
return (`Share a video with the doctors' network`)
});
