/* eslint-disable */
import { message } from "../runtime.js";

export const feed_view_profile = /* @__PURE__ */ message("feed_view_profile", (i) => {
return (`View profile`)
});
