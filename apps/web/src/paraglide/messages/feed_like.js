/* eslint-disable */
import { message } from "../runtime.js";

export const feed_like = /* @__PURE__ */ message("feed_like", (i) => {
return (`Like`)
});
