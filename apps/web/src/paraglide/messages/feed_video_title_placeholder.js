/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_title_placeholder = /* @__PURE__ */ message("feed_video_title_placeholder", (i) => {
return (`e.g. Examining a swollen knee`)
});
