/**
* | output |
* | --- |
* | "Support and grievances" |
*
* @param {Legal_Terms_SupportInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_support: ((inputs?: Legal_Terms_SupportInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_SupportInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_SupportInputs = {};
