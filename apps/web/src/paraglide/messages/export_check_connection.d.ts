/**
* | output |
* | --- |
* | "Please check your connection and try again." |
*
* @param {Export_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_check_connection: ((inputs?: Export_Check_ConnectionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Check_ConnectionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Check_ConnectionInputs = {};
