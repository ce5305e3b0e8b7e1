/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_uploaded = /* @__PURE__ */ message("feed_video_uploaded", (i) => {
return (`Video uploaded successfully`)
});
