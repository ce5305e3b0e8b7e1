/**
* | output |
* | --- |
* | "Share a clinical insight, a case learning or a question for fellow doctors…" |
*
* @param {Feed_Post_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_post_placeholder: ((inputs?: Feed_Post_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Post_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Post_PlaceholderInputs = {};
