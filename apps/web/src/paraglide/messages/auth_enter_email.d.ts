/**
* | output |
* | --- |
* | "Please enter your e-mail address" |
*
* @param {Auth_Enter_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const auth_enter_email: ((inputs?: Auth_Enter_EmailInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Enter_EmailInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Enter_EmailInputs = {};
