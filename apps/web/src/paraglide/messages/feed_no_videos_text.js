/* eslint-disable */
import { message } from "../runtime.js";

export const feed_no_videos_text = /* @__PURE__ */ message("feed_no_videos_text", (i) => {
return (`Videos that doctors share will appear here.`)
});
