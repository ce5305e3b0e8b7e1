/* eslint-disable */
import { message } from "../runtime.js";

export const booking_reschedule_failed = /* @__PURE__ */ message("booking_reschedule_failed", (i) => {
return (`Could not reschedule the booking. Please try again.`)
});
