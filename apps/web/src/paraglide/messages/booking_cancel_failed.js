/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancel_failed = /* @__PURE__ */ message("booking_cancel_failed", (i) => {
return (`Could not cancel the booking. Please try again.`)
});
