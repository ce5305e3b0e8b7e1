/* eslint-disable */
import { message } from "../runtime.js";

export const feed_report_comment_by = /* @__PURE__ */ message("feed_report_comment_by", (i) => {
return (`Report comment by ${i?.name}`)
});
