/* eslint-disable */
import { message } from "../runtime.js";

export const explore_filters_count = /* @__PURE__ */ message("explore_filters_count", (i) => {
return (`Filters (${i?.count})`)
});
