/**
* | output |
* | --- |
* | "Prescriptions, lab reports and scans you upload will be kept here." |
*
* @param {Records_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_empty_text: ((inputs?: Records_Empty_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Empty_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Empty_TextInputs = {};
