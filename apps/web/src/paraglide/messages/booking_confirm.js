/* eslint-disable */
import { message } from "../runtime.js";

export const booking_confirm = /* @__PURE__ */ message("booking_confirm", (i) => {
return (`Confirm Booking - ${i?.fee}`)
});
