/* eslint-disable */
import { message } from "../runtime.js";

export const booking_patient_age = /* @__PURE__ */ message("booking_patient_age", (i) => {
return (`Patient's age (years)`)
});
