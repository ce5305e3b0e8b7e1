/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_bookings = /* @__PURE__ */ message("deletion_data_bookings", (i) => {
return (`Booking history and the notes you wrote for experts`)
});
