/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_booking_hold = /* @__PURE__ */ message("wallet_kind_booking_hold", (i) => {
return (`Paid for a booking`)
});
