/**
* | output |
* | --- |
* | "Share with the doctors' network" |
*
* @param {Feed_Create_Post_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_create_post_text: ((inputs?: Feed_Create_Post_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Create_Post_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Create_Post_TextInputs = {};
