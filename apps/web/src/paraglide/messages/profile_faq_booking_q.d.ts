/**
* | output |
* | --- |
* | "How do I book a consultation?" |
*
* @param {Profile_Faq_Booking_QInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_faq_booking_q: ((inputs?: Profile_Faq_Booking_QInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Faq_Booking_QInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Faq_Booking_QInputs = {};
