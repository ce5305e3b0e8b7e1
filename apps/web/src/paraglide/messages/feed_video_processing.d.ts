/**
* | output |
* | --- |
* | "Video processing" |
*
* @param {Feed_Video_ProcessingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_video_processing: ((inputs?: Feed_Video_ProcessingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Video_ProcessingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Video_ProcessingInputs = {};
