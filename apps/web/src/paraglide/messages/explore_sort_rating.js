/* eslint-disable */
import { message } from "../runtime.js";

export const explore_sort_rating = /* @__PURE__ */ message("explore_sort_rating", (i) => {
return (`Rating`)
});
