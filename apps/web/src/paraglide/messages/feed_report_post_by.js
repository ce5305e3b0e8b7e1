/* eslint-disable */
import { message } from "../runtime.js";

export const feed_report_post_by = /* @__PURE__ */ message("feed_report_post_by", (i) => {
return (`Report post by ${i?.name}`)
});
