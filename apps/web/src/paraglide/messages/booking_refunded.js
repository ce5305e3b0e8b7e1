/* eslint-disable */
import { message } from "../runtime.js";

export const booking_refunded = /* @__PURE__ */ message("booking_refunded", (i) => {
return (`Refunded`)
});
