/* eslint-disable */
import { message } from "../runtime.js";

export const booking_none_past = /* @__PURE__ */ message("booking_none_past", (i) => {
return (`No past bookings`)
});
