/**
* | output |
* | --- |
* | "Please check your connection and try again." |
*
* @param {Records_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_check_connection: ((inputs?: Records_Check_ConnectionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_Check_ConnectionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_Check_ConnectionInputs = {};
