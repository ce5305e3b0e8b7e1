/* eslint-disable */
import { message } from "../runtime.js";

export const feed_post = /* @__PURE__ */ message("feed_post", (i) => {
return (`Post`)
});
