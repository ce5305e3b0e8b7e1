/**
* | output |
* | --- |
* | "Please enter the 6-digit code" |
*
* @param {Security_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const security_enter_code: ((inputs?: Security_Enter_CodeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_Enter_CodeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_Enter_CodeInputs = {};
