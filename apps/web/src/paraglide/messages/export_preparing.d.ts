/**
* | output |
* | --- |
* | "Preparing your data…" |
*
* @param {Export_PreparingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_preparing: ((inputs?: Export_PreparingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_PreparingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_PreparingInputs = {};
