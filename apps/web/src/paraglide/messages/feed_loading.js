/* eslint-disable */
import { message } from "../runtime.js";

export const feed_loading = /* @__PURE__ */ message("feed_loading", (i) => {
return (`Loading the feed`)
});
