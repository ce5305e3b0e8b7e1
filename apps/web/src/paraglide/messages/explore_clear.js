/* eslint-disable */
import { message } from "../runtime.js";

export const explore_clear = /* @__PURE__ */ message("explore_clear", (i) => {
return (`Clear all`)
});
