/**
* | output |
* | --- |
* | "In person" |
*
* @param {Booking_Type_In_PersonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const booking_type_in_person: ((inputs?: Booking_Type_In_PersonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Type_In_PersonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Type_In_PersonInputs = {};
