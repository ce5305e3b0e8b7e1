/* eslint-disable */
import { message } from "../runtime.js";

export const booking_slot_unavailable = /* @__PURE__ */ message("booking_slot_unavailable", (i) => {
return (`unavailable`)
});
