/* eslint-disable */
import { message } from "../runtime.js";

export const feed_format_unplayable = /* @__PURE__ */ message("feed_format_unplayable", (i) => {
return (`This video's format cannot be played in this browser.`)
});
