/* eslint-disable */
import { message } from "../runtime.js";

export const feed_liked = /* @__PURE__ */ message("feed_liked", (i) => {
return (`Liked`)
});
