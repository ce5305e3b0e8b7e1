/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_not_found = /* @__PURE__ */ message("feed_video_not_found", (i) => {
return (`Video not found`)
});
