/**
* | output |
* | --- |
* | "No comments yet. Be the first to comment." |
*
* @param {Feed_Comments_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_comments_empty: ((inputs?: Feed_Comments_EmptyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Comments_EmptyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Comments_EmptyInputs = {};
