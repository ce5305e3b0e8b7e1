/* eslint-disable */
import { message } from "../runtime.js";

export const explore_sort_by = /* @__PURE__ */ message("explore_sort_by", (i) => {
return (`Sort by`)
});
