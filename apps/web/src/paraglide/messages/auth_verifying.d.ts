/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Auth_VerifyingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_verifying: ((inputs?: Auth_VerifyingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_VerifyingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_VerifyingInputs = {};
