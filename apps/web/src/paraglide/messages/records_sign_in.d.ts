/**
* | output |
* | --- |
* | "Sign in to see your medical records." |
*
* @param {Records_Sign_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_sign_in: ((inputs?: Records_Sign_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Sign_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Sign_InInputs = {};
