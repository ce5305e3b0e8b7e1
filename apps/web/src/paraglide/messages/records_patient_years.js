/* eslint-disable */
import { message } from "../runtime.js";

export const records_patient_years = /* @__PURE__ */ message("records_patient_years", (i) => {
return (`Patient: ${i?.name}, ${i?.age} years`)
});
