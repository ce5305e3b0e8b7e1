/**
* | output |
* | --- |
* | "Loading comments" |
*
* @param {Feed_Loading_CommentsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_loading_comments: ((inputs?: Feed_Loading_CommentsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Loading_CommentsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Loading_CommentsInputs = {};
