/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancel_description = /* @__PURE__ */ message("booking_cancel_description", (i) => {
return (`With ${i?.name} on ${i?.date} at ${i?.time}. The slot is freed for others.`)
});
