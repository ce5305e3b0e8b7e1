/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_not_found_text = /* @__PURE__ */ message("feed_video_not_found_text", (i) => {
return (`It may have been removed, or the link is not right.`)
});
