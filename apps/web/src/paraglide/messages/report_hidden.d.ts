/**
* | output |
* | --- |
* | "Hidden by moderators" |
*
* @param {Report_HiddenInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const report_hidden: ((inputs?: Report_HiddenInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_HiddenInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_HiddenInputs = {};
