/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Export_Badge_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const export_badge_expired: ((inputs?: Export_Badge_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Badge_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Badge_ExpiredInputs = {};
