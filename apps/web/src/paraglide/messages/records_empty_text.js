/* eslint-disable */
import { message } from "../runtime.js";

export const records_empty_text = /* @__PURE__ */ message("records_empty_text", (i) => {
return (`Prescriptions, lab reports and scans you upload will be kept here.`)
});
