/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Security_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_current_password: ((inputs?: Security_Current_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Current_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Current_PasswordInputs = {};
