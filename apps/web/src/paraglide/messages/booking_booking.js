/* eslint-disable */
import { message } from "../runtime.js";

export const booking_booking = /* @__PURE__ */ message("booking_booking", (i) => {
return (`Booking...`)
});
