/* eslint-disable */
import { message } from "../runtime.js";

export const feed_download_it = /* @__PURE__ */ message("feed_download_it", (i) => {
return (`Download it`)
});
