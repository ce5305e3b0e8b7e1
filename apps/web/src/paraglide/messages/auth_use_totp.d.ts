/**
* | output |
* | --- |
* | "Use the authenticator code" |
*
* @param {Auth_Use_TotpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_use_totp: ((inputs?: Auth_Use_TotpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Use_TotpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Use_TotpInputs = {};
