/* eslint-disable */
import { message } from "../runtime.js";

export const explore_loading_label = /* @__PURE__ */ message("explore_loading_label", (i) => {
return (`Loading experts`)
});
