/* eslint-disable */
import { message } from "../runtime.js";

export const records_delete_failed = /* @__PURE__ */ message("records_delete_failed", (i) => {
return (`Could not delete the record.`)
});
