/**
* | output |
* | --- |
* | "Write a comment first" |
*
* @param {Feed_Comment_BlankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_comment_blank: ((inputs?: Feed_Comment_BlankInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Comment_BlankInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Comment_BlankInputs = {};
