/* eslint-disable */
import { message } from "../runtime.js";

export const records_upload_failed = /* @__PURE__ */ message("records_upload_failed", (i) => {
return (`Could not upload the record. Please try again.`)
});
