/* eslint-disable */
import { message } from "../runtime.js";

export const feed_tab_all = /* @__PURE__ */ message("feed_tab_all", (i) => {
return (`All`)
});
