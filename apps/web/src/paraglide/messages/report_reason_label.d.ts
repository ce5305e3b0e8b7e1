/**
* | reason | output |
* | --- | --- |
* | "spam" | "Spam" |
* | "misinformation" | "Medical misinformation" |
* | "harassment" | "Harassment or abuse" |
* | "inappropriate" | "Inappropriate content" |
* | "other" | "Something else" |
*
* @param {Report_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const report_reason_label: ((inputs: Report_Reason_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Reason_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Reason_LabelInputs = {
    reason: "harassment" | "inappropriate" | "misinformation" | "other" | "spam";
};
