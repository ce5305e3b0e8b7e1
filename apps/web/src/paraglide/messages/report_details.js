/* eslint-disable */
import { message } from "../runtime.js";

export const report_details = /* @__PURE__ */ message("report_details", (i) => {
return (`Details (optional)`)
});
