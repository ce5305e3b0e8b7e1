/* eslint-disable */
import { message } from "../runtime.js";

export const feed_processing_retried = /* @__PURE__ */ message("feed_processing_retried", (i) => {
return (`Processing started again`)
});
