/* eslint-disable */
import { message } from "../runtime.js";

export const feed_delete_video_text = /* @__PURE__ */ message("feed_delete_video_text", (i) => {
return (`Delete this video? This cannot be undone.`)
});
