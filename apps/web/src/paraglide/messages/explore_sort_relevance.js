/* eslint-disable */
import { message } from "../runtime.js";

export const explore_sort_relevance = /* @__PURE__ */ message("explore_sort_relevance", (i) => {
return (`Relevance`)
});
