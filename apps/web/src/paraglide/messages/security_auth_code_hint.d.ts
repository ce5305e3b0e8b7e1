/**
* | output |
* | --- |
* | "The 6-digit code from your authenticator app, or one of your backup codes." |
*
* @param {Security_Auth_Code_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_auth_code_hint: ((inputs?: Security_Auth_Code_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Auth_Code_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Auth_Code_HintInputs = {};
