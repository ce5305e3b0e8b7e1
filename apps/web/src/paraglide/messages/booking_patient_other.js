/* eslint-disable */
import { message } from "../runtime.js";

export const booking_patient_other = /* @__PURE__ */ message("booking_patient_other", (i) => {
return (`Someone else`)
});
