/* eslint-disable */
import { message } from "../runtime.js";

export const export_requested_at = /* @__PURE__ */ message("export_requested_at", (i) => {
return (`Requested ${i?.when}`)
});
