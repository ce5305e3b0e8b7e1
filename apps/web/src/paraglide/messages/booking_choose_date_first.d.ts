/**
* | output |
* | --- |
* | "Choose a date to see the free times." |
*
* @param {Booking_Choose_Date_FirstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_choose_date_first: ((inputs?: Booking_Choose_Date_FirstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Choose_Date_FirstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Choose_Date_FirstInputs = {};
