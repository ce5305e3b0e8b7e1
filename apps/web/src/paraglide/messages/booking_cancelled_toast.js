/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancelled_toast = /* @__PURE__ */ message("booking_cancelled_toast", (i) => {
return (`Booking cancelled`)
});
