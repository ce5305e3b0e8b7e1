/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Security_Auth_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_auth_code: ((inputs?: Security_Auth_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Auth_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Auth_CodeInputs = {};
