/* eslint-disable */
import { message } from "../runtime.js";

export const feed_write_reply = /* @__PURE__ */ message("feed_write_reply", (i) => {
return (`Write a reply`)
});
