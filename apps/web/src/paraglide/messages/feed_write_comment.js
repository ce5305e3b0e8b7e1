/* eslint-disable */
import { message } from "../runtime.js";

export const feed_write_comment = /* @__PURE__ */ message("feed_write_comment", (i) => {
return (`Write a comment`)
});
