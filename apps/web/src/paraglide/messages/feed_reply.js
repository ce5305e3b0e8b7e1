/* eslint-disable */
import { message } from "../runtime.js";

export const feed_reply = /* @__PURE__ */ message("feed_reply", (i) => {
return (`Reply`)
});
