/* eslint-disable */
import { message } from "../runtime.js";

export const feed_quality = /* @__PURE__ */ message("feed_quality", (i) => {
return (`Quality`)
});
