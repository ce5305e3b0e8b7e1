/* eslint-disable */
import { message } from "../runtime.js";

export const feed_author_empty = /* @__PURE__ */ message("feed_author_empty", (i) => {
return (`No posts or videos yet`)
});
