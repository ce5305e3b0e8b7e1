/* eslint-disable */
import { message } from "../runtime.js";

export const feed_upload_video = /* @__PURE__ */ message("feed_upload_video", (i) => {
return (`Upload Video`)
});
