/* eslint-disable */
import { message } from "../runtime.js";

export const feed_create_post_text = /* @__PURE__ */ message("feed_create_post_text", (i) => {
return (`Share with the doctors' network`)
});
