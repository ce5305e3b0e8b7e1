/* eslint-disable */
import { message } from "../runtime.js";

export const feed_post_blank = /* @__PURE__ */ message("feed_post_blank", (i) => {
return (`Please write something`)
});
