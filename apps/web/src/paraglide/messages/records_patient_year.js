/* eslint-disable */
import { message } from "../runtime.js";

export const records_patient_year = /* @__PURE__ */ message("records_patient_year", (i) => {
return (`Patient: ${i?.name}, ${i?.age} year`)
});
