/* eslint-disable */
import { message } from "../runtime.js";

export const explore_loading = /* @__PURE__ */ message("explore_loading", (i) => {
return (`Loading experts...`)
});
