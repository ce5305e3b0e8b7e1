/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_too_large = /* @__PURE__ */ message("feed_video_too_large", (i) => {
return (`This video is larger than the ${i?.size} limit.`)
});
