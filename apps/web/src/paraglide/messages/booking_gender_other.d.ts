/**
* | output |
* | --- |
* | "Other" |
*
* @param {Booking_Gender_OtherInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_gender_other: ((inputs?: Booking_Gender_OtherInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Gender_OtherInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Gender_OtherInputs = {};
