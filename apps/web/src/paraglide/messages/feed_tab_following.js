/* eslint-disable */
import { message } from "../runtime.js";

export const feed_tab_following = /* @__PURE__ */ message("feed_tab_following", (i) => {
return (`Following`)
});
