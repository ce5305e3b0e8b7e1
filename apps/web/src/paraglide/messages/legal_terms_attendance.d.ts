/**
* | output |
* | --- |
* | "No-shows and late arrival" |
*
* @param {Legal_Terms_AttendanceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_attendance: ((inputs?: Legal_Terms_AttendanceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_AttendanceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_AttendanceInputs = {};
