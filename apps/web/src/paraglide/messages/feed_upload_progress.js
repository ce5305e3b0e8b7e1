/* eslint-disable */
import { message } from "../runtime.js";

export const feed_upload_progress = /* @__PURE__ */ message("feed_upload_progress", (i) => {
return (`Upload progress`)
});
