/* eslint-disable */
import { message } from "../runtime.js";

export const room_my_bookings = /* @__PURE__ */ message("room_my_bookings", (i) => {
return (`My Bookings`)
});
