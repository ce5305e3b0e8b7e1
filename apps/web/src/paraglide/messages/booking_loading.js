/* eslint-disable */
import { message } from "../runtime.js";

export const booking_loading = /* @__PURE__ */ message("booking_loading", (i) => {
return (`Loading bookings`)
});
