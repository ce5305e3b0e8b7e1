/* eslint-disable */
import { message } from "../runtime.js";

export const feed_upload = /* @__PURE__ */ message("feed_upload", (i) => {
return (`Upload`)
});
