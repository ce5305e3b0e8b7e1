/* eslint-disable */
import { message } from "../runtime.js";

export const explore_show = /* @__PURE__ */ message("explore_show", (i) => {
return (`Show experts`)
});
