/* eslint-disable */
import { message } from "../runtime.js";

export const feed_edited = /* @__PURE__ */ message("feed_edited", (i) => {
return (`edited`)
});
