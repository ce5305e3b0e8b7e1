/**
* | output |
* | --- |
* | "I've saved them" |
*
* @param {Security_Saved_CodesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_saved_codes: ((inputs?: Security_Saved_CodesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Saved_CodesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Saved_CodesInputs = {};
