/* eslint-disable */
import { message } from "../runtime.js";

export const explore_sort_fee = /* @__PURE__ */ message("explore_sort_fee", (i) => {
return (`Fee: low to high`)
});
