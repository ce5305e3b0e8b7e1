/* eslint-disable */
import { message } from "../runtime.js";

export const feed_share_failed = /* @__PURE__ */ message("feed_share_failed", (i) => {
return (`Could not share the video`)
});
