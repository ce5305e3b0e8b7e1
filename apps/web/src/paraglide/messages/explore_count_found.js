/* eslint-disable */
import { message } from "../runtime.js";

export const explore_count_found = /* @__PURE__ */ message("explore_count_found", (i) => {
return (`${i?.total} found · ${i?.available} available`)
});
