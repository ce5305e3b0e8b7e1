/**
* | output |
* | --- |
* | "No past bookings" |
*
* @param {Booking_None_PastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_none_past: ((inputs?: Booking_None_PastInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_None_PastInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_None_PastInputs = {};
