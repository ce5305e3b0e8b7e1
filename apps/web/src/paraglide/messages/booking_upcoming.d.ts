/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Booking_UpcomingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_upcoming: ((inputs?: Booking_UpcomingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_UpcomingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_UpcomingInputs = {};
