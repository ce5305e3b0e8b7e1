/**
* | output |
* | --- |
* | "Limitation of liability" |
*
* @param {Legal_Terms_LiabilityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_liability: ((inputs?: Legal_Terms_LiabilityInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_LiabilityInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_LiabilityInputs = {};
