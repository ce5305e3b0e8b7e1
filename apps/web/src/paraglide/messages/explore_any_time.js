/* eslint-disable */
import { message } from "../runtime.js";

export const explore_any_time = /* @__PURE__ */ message("explore_any_time", (i) => {
return (`Any time`)
});
