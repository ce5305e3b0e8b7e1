/* eslint-disable */
import { message } from "../runtime.js";

export const feed_file_required = /* @__PURE__ */ message("feed_file_required", (i) => {
return (`Please select a video file`)
});
