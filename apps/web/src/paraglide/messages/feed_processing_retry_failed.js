/* eslint-disable */
import { message } from "../runtime.js";

export const feed_processing_retry_failed = /* @__PURE__ */ message("feed_processing_retry_failed", (i) => {
return (`Could not start processing again`)
});
