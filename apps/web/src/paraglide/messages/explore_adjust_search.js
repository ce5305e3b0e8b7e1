/* eslint-disable */
import { message } from "../runtime.js";

export const explore_adjust_search = /* @__PURE__ */ message("explore_adjust_search", (i) => {
return (`Try adjusting your search`)
});
