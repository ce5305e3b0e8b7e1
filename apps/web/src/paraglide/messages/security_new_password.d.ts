/**
* | output |
* | --- |
* | "New password" |
*
* @param {Security_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_new_password: ((inputs?: Security_New_PasswordInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_New_PasswordInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_New_PasswordInputs = {};
