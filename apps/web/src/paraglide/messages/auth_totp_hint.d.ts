/**
* | output |
* | --- |
* | "Open your authenticator app and enter the 6-digit code for ExpertConnect." |
*
* @param {Auth_Totp_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_totp_hint: ((inputs?: Auth_Totp_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Totp_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Totp_HintInputs = {};
