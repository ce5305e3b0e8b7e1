/* eslint-disable */
import { message } from "../runtime.js";

export const export_request_failed = /* @__PURE__ */ message("export_request_failed", (i) => {
return (`Could not request your data`)
});
