/* eslint-disable */
import { message } from "../runtime.js";

export const feed_video_description_placeholder = /* @__PURE__ */ message("feed_video_description_placeholder", (i) => {
return (`What will other doctors learn?`)
});
