/* eslint-disable */
import { message } from "../runtime.js";

export const booking_slot_taken_toast = /* @__PURE__ */ message("booking_slot_taken_toast", (i) => {
return (`This slot was just booked. Please choose another time.`)
});
