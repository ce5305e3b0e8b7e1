/**
* | output |
* | --- |
* | "Date" |
*
* @param {Booking_DateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_date: ((inputs?: Booking_DateInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_DateInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_DateInputs = {};
