/* eslint-disable */
import { message } from "../runtime.js";

export const feed_no_posts_text = /* @__PURE__ */ message("feed_no_posts_text", (i) => {
return (`Be the first to share something with fellow doctors.`)
});
