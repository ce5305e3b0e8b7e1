/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_label = /* @__PURE__ */ message("feed_video_label", (i) => {
return (`Video: ${i?.title}`)
});
