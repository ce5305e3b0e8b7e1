/**
* | output |
* | --- |
* | "It may have been removed, or the link is not right." |
*
* @param {Feed_Video_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_video_not_found_text: ((inputs?: Feed_Video_Not_Found_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Video_Not_Found_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Video_Not_Found_TextInputs = {};
