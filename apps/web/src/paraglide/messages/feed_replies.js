/* eslint-disable */
import { message } from "../runtime.js";

export const feed_replies = /* @__PURE__ */ message("feed_replies", (i) => {
return (`Replies`)
});
