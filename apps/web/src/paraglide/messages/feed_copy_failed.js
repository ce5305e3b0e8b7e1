/* eslint-disable */
import { message } from "../runtime.js";

export const feed_copy_failed = /* @__PURE__ */ message("feed_copy_failed", (i) => {
return (`Could not copy the link`)
});
