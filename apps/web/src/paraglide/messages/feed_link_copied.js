/* eslint-disable */
import { message } from "../runtime.js";

export const feed_link_copied = /* @__PURE__ */ message("feed_link_copied", (i) => {
return (`Link copied to clipboard`)
});
