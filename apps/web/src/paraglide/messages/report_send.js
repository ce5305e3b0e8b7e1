/* eslint-disable */
import { message } from "../runtime.js";

export const report_send = /* @__PURE__ */ message("report_send", (i) => {
return (`Send report`)
});
