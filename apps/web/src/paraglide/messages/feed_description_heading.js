/* eslint-disable */
import { message } from "../runtime.js";

export const feed_description_heading = /* @__PURE__ */ message("feed_description_heading", (i) => {
return (`Description`)
});
