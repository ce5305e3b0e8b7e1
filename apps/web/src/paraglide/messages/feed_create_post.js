/* eslint-disable */
import { message } from "../runtime.js";

export const feed_create_post = /* @__PURE__ */ message("feed_create_post", (i) => {
return (`Create Post`)
});
