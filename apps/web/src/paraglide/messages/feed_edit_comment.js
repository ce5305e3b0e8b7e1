/* eslint-disable */
import { message } from "../runtime.js";

export const feed_edit_comment = /* @__PURE__ */ message("feed_edit_comment", (i) => {
return (`Edit your comment`)
});
