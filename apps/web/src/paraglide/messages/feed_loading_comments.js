/* eslint-disable */
import { message } from "../runtime.js";

export const feed_loading_comments = /* @__PURE__ */ message("feed_loading_comments", (i) => {
return (`Loading comments`)
});
