/* eslint-disable */
import { message } from "../runtime.js";

export const feed_play_video = /* @__PURE__ */ message("feed_play_video", (i) => {
return (`Play video`)
});
