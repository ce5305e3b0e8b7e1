/* eslint-disable */
import { message } from "../runtime.js";

export const feed_cannot_play = /* @__PURE__ */ message("feed_cannot_play", (i) => {
return (`Your browser cannot play this video.`)
});
