/* eslint-disable */
import { message } from "../runtime.js";

export const common_keep_it = /* @__PURE__ */ message("common_keep_it", (i) => {
return (`Keep it`)
});
