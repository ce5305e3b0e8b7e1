/**
* | output |
* | --- |
* | "Share a video with the doctors' network" |
*
* @param {Feed_Upload_Video_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const feed_upload_video_text: ((inputs?: Feed_Upload_Video_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Upload_Video_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Upload_Video_TextInputs = {};
