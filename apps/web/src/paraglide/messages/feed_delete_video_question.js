/* eslint-disable */
import { message } from "../runtime.js";

export const feed_delete_video_question = /* @__PURE__ */ message("feed_delete_video_question", (i) => {
return (`Delete this video?`)
});
