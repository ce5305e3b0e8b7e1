/* eslint-disable */
import { message } from "../runtime.js";

export const people_posts_and_videos = /* @__PURE__ */ message("people_posts_and_videos", (i) => {
return (`Posts and videos`)
});
