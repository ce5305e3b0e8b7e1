/* eslint-disable */
import { message } from "../runtime.js";

export const feed_edit = /* @__PURE__ */ message("feed_edit", (i) => {
return (`Edit`)
});
