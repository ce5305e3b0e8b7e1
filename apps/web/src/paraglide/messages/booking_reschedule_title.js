/* eslint-disable */
import { message } from "../runtime.js";

export const booking_reschedule_title = /* @__PURE__ */ message("booking_reschedule_title", (i) => {
return (`Reschedule this booking?`)
});
