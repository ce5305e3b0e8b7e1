/* eslint-disable */
import { message } from "../runtime.js";

export const records_upload_hint = /* @__PURE__ */ message("records_upload_hint", (i) => {
return (`PDF, JPEG, PNG or WebP, up to ${i?.mb} MB each.`)
});
