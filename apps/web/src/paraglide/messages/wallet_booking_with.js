/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_booking_with = /* @__PURE__ */ message("wallet_booking_with", (i) => {
return (`Booking with ${i?.name}, ${i?.when}`)
});
