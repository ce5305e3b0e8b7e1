/* eslint-disable */
import { message } from "../runtime.js";

export const report_optional = /* @__PURE__ */ message("report_optional", (i) => {
return (`${i?.label} (optional)`)
});
