/* eslint-disable */
import { message } from "../runtime.js";

export const feed_uploading = /* @__PURE__ */ message("feed_uploading", (i) => {
return (`Uploading...`)
});
