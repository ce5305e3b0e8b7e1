/* eslint-disable */
import { message } from "../runtime.js";

export const booking_patient_legend = /* @__PURE__ */ message("booking_patient_legend", (i) => {
return (`Who is the patient?`)
});
