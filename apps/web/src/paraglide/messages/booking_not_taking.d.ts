/**
* | output |
* | --- |
* | "This expert is not taking bookings right now." |
*
* @param {Booking_Not_TakingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_not_taking: ((inputs?: Booking_Not_TakingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Not_TakingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Not_TakingInputs = {};
