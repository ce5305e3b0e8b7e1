/* eslint-disable */
import { message } from "../runtime.js";

export const explore_search_placeholder = /* @__PURE__ */ message("explore_search_placeholder", (i) => {
return (`Search by name or specialization`)
});
