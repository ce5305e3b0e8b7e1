/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment_updated = /* @__PURE__ */ message("feed_comment_updated", (i) => {
return (`Comment updated`)
});
