/**
* | output |
* | --- |
* | "Posts" |
*
* @param {Feed_Tab_PostsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_tab_posts: ((inputs?: Feed_Tab_PostsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Tab_PostsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Tab_PostsInputs = {};
