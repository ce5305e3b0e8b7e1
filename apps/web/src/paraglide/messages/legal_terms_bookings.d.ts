/**
* | output |
* | --- |
* | "Bookings and payments" |
*
* @param {Legal_Terms_BookingsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_bookings: ((inputs?: Legal_Terms_BookingsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_BookingsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_BookingsInputs = {};
