/* eslint-disable */
import { message } from "../runtime.js";

export const booking_rescheduled_toast = /* @__PURE__ */ message("booking_rescheduled_toast", (i) => {
return (`Booking rescheduled`)
});
