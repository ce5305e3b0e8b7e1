/**
* | output |
* | --- |
* | "Your data exports" |
*
* @param {Export_ListInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_list: ((inputs?: Export_ListInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_ListInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_ListInputs = {};
