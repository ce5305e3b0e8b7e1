/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Security_VerifyingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_verifying: ((inputs?: Security_VerifyingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_VerifyingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_VerifyingInputs = {};
