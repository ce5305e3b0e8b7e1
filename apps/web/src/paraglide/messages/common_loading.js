/* eslint-disable */
import { message } from "../runtime.js";

export const common_loading = /* @__PURE__ */ message("common_loading", (i) => {
return (`Loading...`)
});
