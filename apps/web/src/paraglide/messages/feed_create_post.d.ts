/**
* | output |
* | --- |
* | "Create Post" |
*
* @param {Feed_Create_PostInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_create_post: ((inputs?: Feed_Create_PostInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Create_PostInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Create_PostInputs = {};
