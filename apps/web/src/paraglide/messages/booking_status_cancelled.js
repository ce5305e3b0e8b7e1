/* eslint-disable */
import { message } from "../runtime.js";

export const booking_status_cancelled = /* @__PURE__ */ message("booking_status_cancelled", (i) => {
return (`Cancelled`)
});
