/* eslint-disable */
import { message } from "../runtime.js";

export const feed_tab_posts = /* @__PURE__ */ message("feed_tab_posts", (i) => {
return (`Posts`)
});
