/* eslint-disable */
import { message } from "../runtime.js";

export const records_type = /* @__PURE__ */ message("records_type", (i) => {
return (`Records must be PDF, JPEG, PNG or WebP files.`)
});
