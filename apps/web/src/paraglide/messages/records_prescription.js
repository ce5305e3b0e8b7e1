/* eslint-disable */
import { message } from "../runtime.js";

export const records_prescription = /* @__PURE__ */ message("records_prescription", (i) => {
return (`Prescription`)
});
