/**
* | output |
* | --- |
* | "Myself" |
*
* @param {Booking_Patient_SelfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_patient_self: ((inputs?: Booking_Patient_SelfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Patient_SelfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Patient_SelfInputs = {};
