/**
* | output |
* | --- |
* | "Report post by {name}" |
*
* @param {Feed_Report_Post_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_report_post_by: ((inputs: Feed_Report_Post_ByInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Report_Post_ByInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Report_Post_ByInputs = {
    name: NonNullable<unknown>;
};
