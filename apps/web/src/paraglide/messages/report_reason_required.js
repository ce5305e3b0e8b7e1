/* eslint-disable */
import { message } from "../runtime.js";

export const report_reason_required = /* @__PURE__ */ message("report_reason_required", (i) => {
return (`Choose a reason`)
});
