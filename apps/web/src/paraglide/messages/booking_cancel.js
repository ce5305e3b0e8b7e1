/* eslint-disable */
import { message } from "../runtime.js";

export const booking_cancel = /* @__PURE__ */ message("booking_cancel", (i) => {
return (`Cancel booking`)
});
