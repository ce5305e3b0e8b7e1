/* eslint-disable */
import { message } from "../runtime.js";

export const report_reason = /* @__PURE__ */ message("report_reason", (i) => {
return (`Reason`)
});
