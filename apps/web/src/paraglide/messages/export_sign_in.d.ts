/**
* | output |
* | --- |
* | "Sign in to get a copy of your data." |
*
* @param {Export_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_sign_in: ((inputs?: Export_Sign_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Sign_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Sign_InInputs = {};
