/* eslint-disable */
import { message } from "../runtime.js";

export const report_report = /* @__PURE__ */ message("report_report", (i) => {
return (`Report`)
});
