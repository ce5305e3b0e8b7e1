/**
* | output |
* | --- |
* | "Someone else" |
*
* @param {Booking_Patient_OtherInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_patient_other: ((inputs?: Booking_Patient_OtherInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Patient_OtherInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Patient_OtherInputs = {};
