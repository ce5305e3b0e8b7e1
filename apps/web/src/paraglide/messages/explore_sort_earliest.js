/* eslint-disable */
import { message } from "../runtime.js";

export const explore_sort_earliest = /* @__PURE__ */ message("explore_sort_earliest", (i) => {
return (`Earliest available`)
});
