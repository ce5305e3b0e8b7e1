/* eslint-disable */
import { message } from "../runtime.js";

export const booking_patient_gender = /* @__PURE__ */ message("booking_patient_gender", (i) => {
return (`Patient's gender`)
});
