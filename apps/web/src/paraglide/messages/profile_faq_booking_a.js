/* eslint-disable */
import { message } from "../runtime.js";

export const profile_faq_booking_a = /* @__PURE__ */ message("profile_faq_booking_a", (i) => {
return (`Open [Explore], choose a category and a verified expert, then tap Book Appointment. Pick a date, one of the half-hourly slots between 9:00 AM and 6:30 PM (IST) and a consultation type, add notes if you like, and confirm. Your booking appears under My Bookings.`)
});
