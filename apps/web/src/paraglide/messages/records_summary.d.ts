/**
* | output |
* | --- |
* | "Session summary" |
*
* @param {Records_SummaryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const records_summary: ((inputs?: Records_SummaryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Records_SummaryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Records_SummaryInputs = {};
