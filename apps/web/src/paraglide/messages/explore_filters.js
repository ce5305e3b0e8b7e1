/* eslint-disable */
import { message } from "../runtime.js";

export const explore_filters = /* @__PURE__ */ message("explore_filters", (i) => {
return (`Filters`)
});
