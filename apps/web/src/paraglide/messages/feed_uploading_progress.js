/* eslint-disable */
import { message } from "../runtime.js";

export const feed_uploading_progress = /* @__PURE__ */ message("feed_uploading_progress", (i) => {
return (`Uploading…`)
});
