/**
* | output |
* | --- |
* | "Please enter your password" |
*
* @param {Security_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_enter_password: ((inputs?: Security_Enter_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Enter_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Enter_PasswordInputs = {};
