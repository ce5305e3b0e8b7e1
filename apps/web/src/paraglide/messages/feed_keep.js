/* eslint-disable */
import { message } from "../runtime.js";

export const feed_keep = /* @__PURE__ */ message("feed_keep", (i) => {
return (`Keep`)
});
