/**
* | output |
* | --- |
* | "Comment posted" |
*
* @param {Feed_Comment_PostedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_comment_posted: ((inputs?: Feed_Comment_PostedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Comment_PostedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Comment_PostedInputs = {};
