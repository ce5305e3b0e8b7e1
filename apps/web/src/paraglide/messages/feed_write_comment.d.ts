/**
* | output |
* | --- |
* | "Write a comment" |
*
* @param {Feed_Write_CommentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_write_comment: ((inputs?: Feed_Write_CommentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Write_CommentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Write_CommentInputs = {};
