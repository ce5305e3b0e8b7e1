/* eslint-disable */
import { message } from "../runtime.js";

export const booking_list_failed = /* @__PURE__ */ message("booking_list_failed", (i) => {
return (`Could not load your bookings`)
});
