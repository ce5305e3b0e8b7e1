/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Auth_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up: ((inputs?: Auth_Sign_UpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_UpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_UpInputs = {};
