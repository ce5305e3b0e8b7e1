/* eslint-disable */
import { message } from "../runtime.js";

export const records_upload = /* @__PURE__ */ message("records_upload", (i) => {
return (`Upload Records`)
});
