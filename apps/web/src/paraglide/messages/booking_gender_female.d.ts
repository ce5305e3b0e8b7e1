/**
* | output |
* | --- |
* | "Female" |
*
* @param {Booking_Gender_FemaleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_gender_female: ((inputs?: Booking_Gender_FemaleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Gender_FemaleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Gender_FemaleInputs = {};
