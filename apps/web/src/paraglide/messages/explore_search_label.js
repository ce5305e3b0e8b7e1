/* eslint-disable */
import { message } from "../runtime.js";

export const explore_search_label = /* @__PURE__ */ message("explore_search_label", (i) => {
return (`Search experts`)
});
