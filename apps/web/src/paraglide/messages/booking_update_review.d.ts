/**
* | output |
* | --- |
* | "Update review" |
*
* @param {Booking_Update_ReviewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_update_review: ((inputs?: Booking_Update_ReviewInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Update_ReviewInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Update_ReviewInputs = {};
