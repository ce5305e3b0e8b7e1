/* eslint-disable */
import { message } from "../runtime.js";

export const booking_paid = /* @__PURE__ */ message("booking_paid", (i) => {
return (`Paid`)
});
