/* eslint-disable */
import { message } from "../runtime.js";

export const nav_bookings = /* @__PURE__ */ message("nav_bookings", (i) => {
return (`Bookings`)
});
