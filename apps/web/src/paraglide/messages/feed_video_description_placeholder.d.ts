/**
* | output |
* | --- |
* | "What will other doctors learn?" |
*
* @param {Feed_Video_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_video_description_placeholder: ((inputs?: Feed_Video_Description_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Video_Description_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Video_Description_PlaceholderInputs = {};
