/* eslint-disable */
import { message } from "../runtime.js";

export const booking_status_pending = /* @__PURE__ */ message("booking_status_pending", (i) => {
return (`Pending`)
});
