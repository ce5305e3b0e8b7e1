/* eslint-disable */
import { message } from "../runtime.js";

export const explore_sort_experience = /* @__PURE__ */ message("explore_sort_experience", (i) => {
return (`Experience`)
});
