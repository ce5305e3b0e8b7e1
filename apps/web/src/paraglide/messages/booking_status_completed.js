/* eslint-disable */
import { message } from "../runtime.js";

export const booking_status_completed = /* @__PURE__ */ message("booking_status_completed", (i) => {
return (`Completed`)
});
