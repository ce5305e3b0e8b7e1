/* eslint-disable */
import { message } from "../runtime.js";

export const legal_terms_bookings = /* @__PURE__ */ message("legal_terms_bookings", (i) => {
return (`Bookings and payments`)
});
