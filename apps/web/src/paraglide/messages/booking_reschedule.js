/* eslint-disable */
import { message } from "../runtime.js";

export const booking_reschedule = /* @__PURE__ */ message("booking_reschedule", (i) => {
return (`Reschedule`)
});
