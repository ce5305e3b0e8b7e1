/* eslint-disable */
import { message } from "../runtime.js";

export const booking_not_taking = /* @__PURE__ */ message("booking_not_taking", (i) => {
return (`This expert is not taking bookings right now.`)
});
