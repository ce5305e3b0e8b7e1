/* eslint-disable */
import { message } from "../runtime.js";

export const feed_saving_video = /* @__PURE__ */ message("feed_saving_video", (i) => {
return (`Saving your video…`)
});
