/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment_by = /* @__PURE__ */ message("feed_comment_by", (i) => {
return (`Comment by ${i?.name}`)
});
