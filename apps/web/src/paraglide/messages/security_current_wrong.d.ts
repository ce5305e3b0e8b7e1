/**
* | output |
* | --- |
* | "Your current password is not correct" |
*
* @param {Security_Current_WrongInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_current_wrong: ((inputs?: Security_Current_WrongInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Current_WrongInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Current_WrongInputs = {};
