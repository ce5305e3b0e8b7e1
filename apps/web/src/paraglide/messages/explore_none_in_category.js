/* eslint-disable */
import { message } from "../runtime.js";

export const explore_none_in_category = /* @__PURE__ */ message("explore_none_in_category", (i) => {
return (`No experts available in this category`)
});
