/* eslint-disable */
import { message } from "../runtime.js";

export const feed_post_by = /* @__PURE__ */ message("feed_post_by", (i) => {
return (`Post by ${i?.name}`)
});
