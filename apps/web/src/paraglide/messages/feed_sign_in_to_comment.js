/* eslint-disable */
import { message } from "../runtime.js";

export const feed_sign_in_to_comment = /* @__PURE__ */ message("feed_sign_in_to_comment", (i) => {
return (`Sign in to comment`)
});
