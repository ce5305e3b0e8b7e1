/**
* | output |
* | --- |
* | "Please verify your e-mail address first. We've sent you a new link." |
*
* @param {Auth_Email_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_email_not_verified: ((inputs?: Auth_Email_Not_VerifiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_Not_VerifiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_Not_VerifiedInputs = {};
