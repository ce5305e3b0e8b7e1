/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancel_title = /* @__PURE__ */ message("booking_cancel_title", (i) => {
return (`Cancel this booking?`)
});
