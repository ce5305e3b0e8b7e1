/**
* | output |
* | --- |
* | "Male" |
*
* @param {Booking_Gender_MaleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_gender_male: ((inputs?: Booking_Gender_MaleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Gender_MaleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Gender_MaleInputs = {};
