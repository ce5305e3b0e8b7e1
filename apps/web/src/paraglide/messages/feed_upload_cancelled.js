/* eslint-disable */
import { message } from "../runtime.js";

export const feed_upload_cancelled = /* @__PURE__ */ message("feed_upload_cancelled", (i) => {
return (`Upload cancelled`)
});
