/* eslint-disable */
import { message } from "../runtime.js";

export const booking_date = /* @__PURE__ */ message("booking_date", (i) => {
return (`Date`)
});
