/* eslint-disable */
import { message } from "../runtime.js";

export const common_chunk_failed = /* @__PURE__ */ message("common_chunk_failed", (i) => {
return (`This screen could not be loaded. Check your connection and try again.`)
});
