/**
* | output |
* | --- |
* | "Please write something" |
*
* @param {Feed_Post_BlankInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_post_blank: ((inputs?: Feed_Post_BlankInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Post_BlankInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Post_BlankInputs = {};
