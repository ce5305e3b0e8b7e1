/* eslint-disable */
import { message } from "../runtime.js";

export const booking_none_upcoming = /* @__PURE__ */ message("booking_none_upcoming", (i) => {
return (`No upcoming bookings`)
});
