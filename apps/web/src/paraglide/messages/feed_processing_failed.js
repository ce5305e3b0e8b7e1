/* eslint-disable */
import { message } from "../runtime.js";

export const feed_processing_failed = /* @__PURE__ */ message("feed_processing_failed", (i) => {
return (`Processing failed: this video plays only in its original quality.`)
});
