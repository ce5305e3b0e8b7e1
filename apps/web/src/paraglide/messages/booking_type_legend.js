/* eslint-disable */
import { message } from "../runtime.js";

export const booking_type_legend = /* @__PURE__ */ message("booking_type_legend", (i) => {
return (`Consultation type`)
});
