/**
* | output |
* | --- |
* | "No posts yet" |
*
* @param {Feed_No_PostsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_no_posts: ((inputs?: Feed_No_PostsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_No_PostsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_No_PostsInputs = {};
