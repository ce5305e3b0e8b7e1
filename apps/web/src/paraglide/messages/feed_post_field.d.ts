/**
* | output |
* | --- |
* | "What would you like to share?" |
*
* @param {Feed_Post_FieldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_post_field: ((inputs?: Feed_Post_FieldInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Post_FieldInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Post_FieldInputs = {};
