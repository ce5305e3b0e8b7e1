/* eslint-disable */
import { message } from "../runtime.js";

export const feed_posting = /* @__PURE__ */ message("feed_posting", (i) => {
return (`Posting...`)
});
