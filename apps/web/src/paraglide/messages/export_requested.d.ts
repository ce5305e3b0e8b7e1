/**
* | output |
* | --- |
* | "We are preparing your data. We will tell you here and by e-mail when it is ready." |
*
* @param {Export_RequestedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_requested: ((inputs?: Export_RequestedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_RequestedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_RequestedInputs = {};
