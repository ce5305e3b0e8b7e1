/**
* | output |
* | --- |
* | "Who may use the Platform" |
*
* @param {Legal_Terms_EligibilityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_eligibility: ((inputs?: Legal_Terms_EligibilityInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_EligibilityInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_EligibilityInputs = {};
