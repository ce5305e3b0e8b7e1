/* eslint-disable */
import { message } from "../runtime.js";

export const explore_none_found = /* @__PURE__ */ message("explore_none_found", (i) => {
return (`No experts found`)
});
