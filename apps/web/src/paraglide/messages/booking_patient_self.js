/* eslint-disable */
import { message } from "../runtime.js";

export const booking_patient_self = /* @__PURE__ */ message("booking_patient_self", (i) => {
return (`Myself`)
});
