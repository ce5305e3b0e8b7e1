/**
* | output |
* | --- |
* | "Who is the patient?" |
*
* @param {Booking_Patient_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_patient_legend: ((inputs?: Booking_Patient_LegendInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Patient_LegendInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Patient_LegendInputs = {};
