/**
* | output |
* | --- |
* | "e.g. Examining a swollen knee" |
*
* @param {Feed_Video_Title_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_video_title_placeholder: ((inputs?: Feed_Video_Title_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Video_Title_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Video_Title_PlaceholderInputs = {};
