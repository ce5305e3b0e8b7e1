/* eslint-disable */
import { message } from "../runtime.js";

export const feed_following_sign_in = /* @__PURE__ */ message("feed_following_sign_in", (i) => {
return (`Sign in to see who you follow`)
});
