/**
* | output |
* | --- |
* | "Closing your account" |
*
* @param {Legal_Terms_DeletionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_deletion: ((inputs?: Legal_Terms_DeletionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_DeletionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_DeletionInputs = {};
