/* eslint-disable */
import { message } from "../runtime.js";

export const feed_post_field = /* @__PURE__ */ message("feed_post_field", (i) => {
return (`What would you like to share?`)
});
