/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Security_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_confirm_password: ((inputs?: Security_Confirm_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Confirm_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Confirm_PasswordInputs = {};
