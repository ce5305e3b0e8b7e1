/* eslint-disable */
import { message } from "../runtime.js";

export const feed_reply_posted = /* @__PURE__ */ message("feed_reply_posted", (i) => {
return (`Reply posted`)
});
