/* eslint-disable */
import { message } from "../runtime.js";

export const explore_any_mode = /* @__PURE__ */ message("explore_any_mode", (i) => {
return (`Any mode`)
});
