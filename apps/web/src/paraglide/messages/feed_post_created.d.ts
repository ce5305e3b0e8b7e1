/**
* | output |
* | --- |
* | "Post created successfully" |
*
* @param {Feed_Post_CreatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_post_created: ((inputs?: Feed_Post_CreatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Post_CreatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Post_CreatedInputs = {};
