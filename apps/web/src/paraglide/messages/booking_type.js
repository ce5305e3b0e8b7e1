/* eslint-disable */
import { message } from "../runtime.js";

export const booking_type = /* @__PURE__ */ message("booking_type", (i) => {
return (`Consultation type`)
});
