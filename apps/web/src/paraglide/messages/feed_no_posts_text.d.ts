/**
* | output |
* | --- |
* | "Be the first to share something with fellow doctors." |
*
* @param {Feed_No_Posts_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_no_posts_text: ((inputs?: Feed_No_Posts_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_No_Posts_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_No_Posts_TextInputs = {};
