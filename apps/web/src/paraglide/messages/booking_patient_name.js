/* eslint-disable */
import { message } from "../runtime.js";

export const booking_patient_name = /* @__PURE__ */ message("booking_patient_name", (i) => {
return (`Patient's name`)
});
