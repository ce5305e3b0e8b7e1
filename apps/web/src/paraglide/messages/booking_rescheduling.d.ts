/**
* | output |
* | --- |
* | "Rescheduling..." |
*
* @param {Booking_ReschedulingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_rescheduling: ((inputs?: Booking_ReschedulingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_ReschedulingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_ReschedulingInputs = {};
