/**
* | output |
* | --- |
* | "Report comment by {name}" |
*
* @param {Feed_Report_Comment_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_report_comment_by: ((inputs: Feed_Report_Comment_ByInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Report_Comment_ByInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Report_Comment_ByInputs = {
    name: NonNullable<unknown>;
};
