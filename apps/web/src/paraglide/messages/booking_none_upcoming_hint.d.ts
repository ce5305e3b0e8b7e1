/**
* | output |
* | --- |
* | "Book a consultation with a verified expert." |
*
* @param {Booking_None_Upcoming_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_none_upcoming_hint: ((inputs?: Booking_None_Upcoming_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_None_Upcoming_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_None_Upcoming_HintInputs = {};
