/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comment = /* @__PURE__ */ message("feed_comment", (i) => {
return (`Comment`)
});
