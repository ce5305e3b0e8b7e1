/**
* | output |
* | --- |
* | "Comment deleted" |
*
* @param {Feed_Comment_DeletedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_comment_deleted: ((inputs?: Feed_Comment_DeletedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Comment_DeletedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Comment_DeletedInputs = {};
