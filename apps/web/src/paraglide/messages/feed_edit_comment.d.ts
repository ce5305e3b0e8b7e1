/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Feed_Edit_CommentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_edit_comment: ((inputs?: Feed_Edit_CommentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Edit_CommentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Edit_CommentInputs = {};
