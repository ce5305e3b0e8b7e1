/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_deleted = /* @__PURE__ */ message("feed_video_deleted", (i) => {
return (`Video deleted`)
});
