/**
* | output |
* | --- |
* | "You must be 18 or older to create an account. A minor uses a parent's or legal guardian's account, with their consent." |
*
* @param {Legal_Notice_Age_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_notice_age_text: ((inputs?: Legal_Notice_Age_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Notice_Age_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Notice_Age_TextInputs = {};
