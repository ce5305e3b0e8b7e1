/* eslint-disable */
import { message } from "../runtime.js";

export const booking_slots_failed = /* @__PURE__ */ message("booking_slots_failed", (i) => {
return (`Could not load the free times. Please try again.`)
});
