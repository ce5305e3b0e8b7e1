/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comments_heading = /* @__PURE__ */ message("feed_comments_heading", (i) => {
return (`Comments`)
});
