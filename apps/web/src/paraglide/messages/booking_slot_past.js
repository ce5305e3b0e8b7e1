/* eslint-disable */
import { message } from "../runtime.js";

export const booking_slot_past = /* @__PURE__ */ message("booking_slot_past", (i) => {
return (`past`)
});
