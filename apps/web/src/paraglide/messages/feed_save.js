/* eslint-disable */
import { message } from "../runtime.js";

export const feed_save = /* @__PURE__ */ message("feed_save", (i) => {
return (`Save`)
});
