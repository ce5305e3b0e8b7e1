/* eslint-disable */
import { message } from "../runtime.js";

export const report_hidden = /* @__PURE__ */ message("report_hidden", (i) => {
return (`Hidden by moderators`)
});
