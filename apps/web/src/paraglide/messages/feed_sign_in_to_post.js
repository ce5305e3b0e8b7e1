/* eslint-disable */
import { message } from "../runtime.js";

export const feed_sign_in_to_post = /* @__PURE__ */ message("feed_sign_in_to_post", (i) => {
return (`Sign in to share a post`)
});
