/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_file = /* @__PURE__ */ message("feed_video_file", (i) => {
return (`Video file`)
});
