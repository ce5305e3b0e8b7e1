/* eslint-disable */
import { message } from "../runtime.js";

export const booking_book_title = /* @__PURE__ */ message("booking_book_title", (i) => {
return (`Book Appointment`)
});
