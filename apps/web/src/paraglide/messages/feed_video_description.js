/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_description = /* @__PURE__ */ message("feed_video_description", (i) => {
return (`Description (optional)`)
});
