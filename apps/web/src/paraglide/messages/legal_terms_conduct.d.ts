/**
* | output |
* | --- |
* | "Acceptable use" |
*
* @param {Legal_Terms_ConductInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_conduct: ((inputs?: Legal_Terms_ConductInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_ConductInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_ConductInputs = {};
