/**
* | output |
* | --- |
* | "Submit review" |
*
* @param {Booking_Submit_ReviewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_submit_review: ((inputs?: Booking_Submit_ReviewInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Submit_ReviewInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Submit_ReviewInputs = {};
