/**
* | output |
* | --- |
* | "Patient's age (years)" |
*
* @param {Booking_Patient_AgeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_patient_age: ((inputs?: Booking_Patient_AgeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Patient_AgeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Patient_AgeInputs = {};
