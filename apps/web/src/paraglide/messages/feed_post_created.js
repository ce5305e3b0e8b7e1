/* eslint-disable */
import { message } from "../runtime.js";

export const feed_post_created = /* @__PURE__ */ message("feed_post_created", (i) => {
return (`Post created successfully`)
});
