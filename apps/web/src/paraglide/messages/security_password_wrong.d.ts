/**
* | output |
* | --- |
* | "Your password is not correct" |
*
* @param {Security_Password_WrongInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_password_wrong: ((inputs?: Security_Password_WrongInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Password_WrongInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Password_WrongInputs = {};
