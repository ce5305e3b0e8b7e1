/* eslint-disable */
import { message } from "../runtime.js";

export const feed_tab_videos = /* @__PURE__ */ message("feed_tab_videos", (i) => {
return (`Videos`)
});
