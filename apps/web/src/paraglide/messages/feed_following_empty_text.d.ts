/**
* | output |
* | --- |
* | "Follow colleagues from their profile — tap a name on any post, video or comment — and their posts and videos will appear here." |
*
* @param {Feed_Following_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_following_empty_text: ((inputs?: Feed_Following_Empty_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Following_Empty_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Following_Empty_TextInputs = {};
