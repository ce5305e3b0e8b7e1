/* eslint-disable */
import { message } from "../runtime.js";

export const booking_status_confirmed = /* @__PURE__ */ message("booking_status_confirmed", (i) => {
return (`Confirmed`)
});
