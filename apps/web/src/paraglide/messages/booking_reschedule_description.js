/* eslint-disable */
import { message } from "../runtime.js";

export const booking_reschedule_description = /* @__PURE__ */ message("booking_reschedule_description", (i) => {
return (`With ${i?.name}, now on ${i?.date} at ${i?.time}. Choose a new date and time; what you paid moves with it.`)
});
