/**
* | output |
* | --- |
* | "No upcoming bookings" |
*
* @param {Booking_None_UpcomingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_none_upcoming: ((inputs?: Booking_None_UpcomingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_None_UpcomingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_None_UpcomingInputs = {};
