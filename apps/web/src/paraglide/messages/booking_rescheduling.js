/* eslint-disable */
import { message } from "../runtime.js";

export const booking_rescheduling = /* @__PURE__ */ message("booking_rescheduling", (i) => {
return (`Rescheduling...`)
});
