/* eslint-disable */
import { message } from "../runtime.js";

export const booking_my_title = /* @__PURE__ */ message("booking_my_title", (i) => {
return (`My Bookings`)
});
