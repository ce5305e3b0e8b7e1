/* eslint-disable */
import { message } from "../runtime.js";

export const feed_cancel = /* @__PURE__ */ message("feed_cancel", (i) => {
return (`Cancel`)
});
