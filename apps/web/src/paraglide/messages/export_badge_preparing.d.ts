/**
* | output |
* | --- |
* | "Preparing" |
*
* @param {Export_Badge_PreparingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_badge_preparing: ((inputs?: Export_Badge_PreparingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Badge_PreparingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Badge_PreparingInputs = {};
