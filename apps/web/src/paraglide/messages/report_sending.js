/* eslint-disable */
import { message } from "../runtime.js";

export const report_sending = /* @__PURE__ */ message("report_sending", (i) => {
return (`Sending...`)
});
