/* eslint-disable */
import { message } from "../runtime.js";

export const explore_filters_and_sort = /* @__PURE__ */ message("explore_filters_and_sort", (i) => {
return (`Filters and sort`)
});
