/* eslint-disable */
import { message } from "../runtime.js";

export const records_uploading = /* @__PURE__ */ message("records_uploading", (i) => {
return (`Uploading...`)
});
