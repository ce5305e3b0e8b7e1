/* eslint-disable */
import { message } from "../runtime.js";

export const feed_following_empty = /* @__PURE__ */ message("feed_following_empty", (i) => {
return (`Nothing from people you follow yet`)
});
