/* eslint-disable */
import { message } from "../runtime.js";

export const explore_count_of = /* @__PURE__ */ message("explore_count_of", (i) => {
return (`${i?.available} of ${i?.total} available`)
});
