/* eslint-disable */
import { message } from "../runtime.js";

export const report_sent = /* @__PURE__ */ message("report_sent", (i) => {
return (`Thank you. The moderators will look at your report.`)
});
