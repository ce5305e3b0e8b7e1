/* eslint-disable */
import { message } from "../runtime.js";

export const explore_adjust_filters = /* @__PURE__ */ message("explore_adjust_filters", (i) => {
return (`Try adjusting your filters`)
});
