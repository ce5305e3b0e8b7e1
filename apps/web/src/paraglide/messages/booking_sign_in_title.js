/* eslint-disable */
import { message } from "../runtime.js";

export const booking_sign_in_title = /* @__PURE__ */ message("booking_sign_in_title", (i) => {
return (`Sign in to see your bookings`)
});
