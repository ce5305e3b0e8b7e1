/* eslint-disable */
import { message } from "../runtime.js";

export const feed_back = /* @__PURE__ */ message("feed_back", (i) => {
return (`Back to Feed`)
});
