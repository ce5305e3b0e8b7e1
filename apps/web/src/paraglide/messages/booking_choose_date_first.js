/* eslint-disable */
import { message } from "../runtime.js";

export const booking_choose_date_first = /* @__PURE__ */ message("booking_choose_date_first", (i) => {
return (`Choose a date to see the free times.`)
});
