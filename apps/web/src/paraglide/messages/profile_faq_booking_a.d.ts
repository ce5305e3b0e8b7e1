/**
* | output |
* | --- |
* | "Open [Explore], choose a category and a verified expert, then tap Book Appointment. Pick a date, one of the half-hourly slots between 9:00 AM and 6:30 PM (IS..." |
*
* @param {Profile_Faq_Booking_AInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_booking_a: ((inputs?: Profile_Faq_Booking_AInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Booking_AInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Booking_AInputs = {};
