/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment_posted = /* @__PURE__ */ message("feed_comment_posted", (i) => {
return (`Comment posted`)
});
