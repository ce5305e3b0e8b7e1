/* eslint-disable */
import { message } from "../runtime.js";

export const export_expired = /* @__PURE__ */ message("export_expired", (i) => {
return (`This download has expired`)
});
