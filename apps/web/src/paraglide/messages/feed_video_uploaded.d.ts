/**
* | output |
* | --- |
* | "Video uploaded successfully" |
*
* @param {Feed_Video_UploadedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_video_uploaded: ((inputs?: Feed_Video_UploadedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Video_UploadedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Video_UploadedInputs = {};
