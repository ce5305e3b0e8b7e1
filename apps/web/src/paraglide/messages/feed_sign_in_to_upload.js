/* eslint-disable */
import { message } from "../runtime.js";

export const feed_sign_in_to_upload = /* @__PURE__ */ message("feed_sign_in_to_upload", (i) => {
return (`Please sign in to upload videos`)
});
