/**
* | output |
* | --- |
* | "Consultation type" |
*
* @param {Booking_Type_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_type_legend: ((inputs?: Booking_Type_LegendInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Type_LegendInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Type_LegendInputs = {};
