/* eslint-disable */
import { message } from "../runtime.js";

export const feed_list_author = /* @__PURE__ */ message("feed_list_author", (i) => {
return (`Their posts and videos`)
});
