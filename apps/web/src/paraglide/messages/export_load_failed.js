/* eslint-disable */
import { message } from "../runtime.js";

export const export_load_failed = /* @__PURE__ */ message("export_load_failed", (i) => {
return (`Could not load your data exports`)
});
