/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_title: ((inputs?: Legal_Terms_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_TitleInputs = {};
