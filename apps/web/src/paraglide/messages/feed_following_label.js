/* eslint-disable */
import { message } from "../runtime.js";

export const feed_following_label = /* @__PURE__ */ message("feed_following_label", (i) => {
return (`Posts and videos from people you follow`)
});
