/**
* | kind | output |
* | --- | --- |
* | "post" | "Report this post" |
* | "video" | "Report this video" |
* | "comment" | "Report this comment" |
* | "doubt" | "Report this question" |
* | "answer" | "Report this answer" |
* | "profile" | "Report this profile" |
*
* @param {Report_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const report_title: ((inputs: Report_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_TitleInputs = {
    kind: "answer" | "comment" | "doubt" | "post" | "profile" | "video";
};
