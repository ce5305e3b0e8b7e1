/* eslint-disable */
import { message } from "../runtime.js";

export const report_failed = /* @__PURE__ */ message("report_failed", (i) => {
return (`Could not send your report`)
});
