/* eslint-disable */
import { message } from "../runtime.js";

export const booking_upcoming = /* @__PURE__ */ message("booking_upcoming", (i) => {
return (`Upcoming`)
});
