/* eslint-disable */
import { message } from "../runtime.js";

export const booking_slot_booked = /* @__PURE__ */ message("booking_slot_booked", (i) => {
return (`booked`)
});
